// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/preact';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPartsHydrated, HydrateLater, hydrateInChunks } from './HydrateLater';

afterEach(cleanup);

function LaterButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      Later
    </button>
  );
}

describe('HydrateLater', () => {
  it('hydrates its part in a later task, keeping the prerendered nodes', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>Now</p><button type="button">Later</button>';
    document.body.append(container);
    const prerendered = container.querySelector('button')!;
    const clicks = vi.fn();

    hydrateInChunks(() =>
      hydrateRoot(
        container,
        <>
          <p>Now</p>
          <HydrateLater>
            <LaterButton onClick={clicks} />
          </HydrateLater>
        </>,
      ),
    );
    prerendered.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('<p>Now</p><button type="button">Later</button>');

    await deferredPartsHydrated();
    expect(container.querySelector('button')).toBe(prerendered);
    prerendered.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe('<p>Now</p><button type="button">Later</button>');
    container.remove();
  });

  it('renders its part at once outside the first hydration', () => {
    const { container } = render(
      <HydrateLater>
        <p>Right away</p>
      </HydrateLater>,
    );
    expect(container.innerHTML).toBe('<p>Right away</p>');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

function renderThrowingPage() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => {
        throw new Error('Something broke while rendering');
      },
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('ErrorBoundary', () => {
  it('shows the stack trace in development only', async () => {
    vi.stubEnv('DEV', true);
    renderThrowingPage();
    expect((await screen.findByTestId('error-detail')).textContent).toBe('Something broke while rendering');
    expect(document.querySelector('pre')?.textContent).toMatch(/at /);
  });

  it("shows 'Unexpected Application Error!' with the error's message, and no stack trace outside development", async () => {
    vi.stubEnv('DEV', false);
    renderThrowingPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByTestId('error-detail').textContent).toBe('Something broke while rendering');
    expect(document.querySelector('pre')).toBeNull();
  });

  it('shows the status and status text of a route error response', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        loader: () => {
          throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
        },
        Component: () => null,
        HydrateFallback: () => null,
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect((await screen.findByTestId('error-detail')).textContent).toBe('503 Service Unavailable');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import App, { ErrorBoundary } from './root';

/** A part of the chrome that fails in its effect, as a browser API missing on some phone would make it. */
const fault = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./components/chrome/ScrollToTop', () => ({
  ScrollToTop() {
    fault.renders += 1;
    useEffect(() => {
      // At most 50 times: without a boundary of its own, the root's error page renders the chrome again, and again.
      if (fault.renders <= 50) throw new Error('the chrome broke');
    });
    return <button type="button">Scroll to top</button>;
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('keeps the page and its header when a part of the chrome below it fails, and leaves that chrome out', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: App as never,
      ErrorBoundary: ErrorBoundary as never,
      children: [{ index: true, Component: () => <h1>Our doctors</h1> }],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Our doctors' })).toBeTruthy();
  await new Promise((done) => setTimeout(done, 100));
  // The page, not the error page: the failure stayed in the chrome below it (app/components/chrome/ChromePart.tsx).
  expect(screen.getByRole('heading', { level: 1, name: 'Our doctors' })).toBeTruthy();
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
  expect(fault.renders).toBeLessThanOrEqual(2);
  expect(logged.mock.calls.flat().some((part) => String(part).includes('the chrome broke'))).toBe(true);
});

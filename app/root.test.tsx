// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from './root';

describe('ErrorBoundary', () => {
  it("shows 'Unexpected Application Error!' with the error's message, and no stack trace outside development", async () => {
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

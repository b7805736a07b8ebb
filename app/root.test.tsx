// @vitest-environment jsdom
import { ui } from '@content/ui';
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

function renderFailingLoader() {
  const Stub = createRoutesStub([
    {
      path: '/',
      loader: () => {
        throw new Response('Row 17 of table visits is locked', { status: 503, statusText: 'Service Unavailable' });
      },
      Component: () => null,
      HydrateFallback: () => null,
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('ErrorBoundary', () => {
  it("shows 'Unexpected Application Error!', the status and a plain sentence, never the error's message or stack, outside development", async () => {
    vi.stubEnv('DEV', false);
    renderThrowingPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Error 500')).toBeTruthy();
    expect(screen.getByText(ui.error.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back To Home' }).getAttribute('href')).toBe('/');
    expect(document.body.textContent).not.toContain('Something broke while rendering');
    expect(document.querySelector('pre')).toBeNull();
  });

  it('shows the message and the stack trace in development', async () => {
    vi.stubEnv('DEV', true);
    renderThrowingPage();
    expect((await screen.findByTestId('error-detail')).textContent).toBe('Something broke while rendering');
    expect(screen.getByText('Error 500')).toBeTruthy();
    expect(document.querySelector('pre')?.textContent).toMatch(/at /);
  });

  it("shows a route error response's status, and its status text and body in development only", async () => {
    vi.stubEnv('DEV', false);
    renderFailingLoader();
    expect(await screen.findByText('Error 503')).toBeTruthy();
    expect(screen.getByText(ui.error.text)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Service Unavailable|Row 17/);
    cleanup();
    vi.stubEnv('DEV', true);
    renderFailingLoader();
    expect((await screen.findByTestId('error-detail')).textContent).toBe('Service Unavailable');
  });
});

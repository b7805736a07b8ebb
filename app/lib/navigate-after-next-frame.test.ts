import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateAfterNextFrame } from './navigate-after-next-frame';

// A navigation starts once the frame after the tap is drawn
// (docs/decisions/0092-navigation-starts-after-the-tap-s-frame.md).
type Navigate = (handler: () => Promise<unknown>, info: unknown) => Promise<void>;

function instrumentedNavigate(): Navigate {
  let navigate: Navigate | undefined;
  navigateAfterNextFrame.router!({ instrument: (i) => void (navigate = i.navigate as Navigate) });
  return navigate!;
}

describe('navigateAfterNextFrame', () => {
  const frames: Array<() => void> = [];
  let visibilityState = 'visible';

  beforeEach(() => {
    vi.useFakeTimers();
    frames.length = 0;
    visibilityState = 'visible';
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('document', {
      get visibilityState() {
        return visibilityState;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the navigation in a task after the next frame, not in the tap', async () => {
    const start = vi.fn(async () => ({ type: 'success' }));
    const done = instrumentedNavigate()(start, { to: '/appointment' });
    await vi.advanceTimersByTimeAsync(50);
    expect(start).not.toHaveBeenCalled();
    frames.shift()!(); // the browser draws the frame
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledOnce();
    await expect(done).resolves.toBeUndefined();
  });

  it('in a tab in the background, which draws no frame, starts it in the next task', async () => {
    visibilityState = 'hidden';
    const start = vi.fn(async () => ({ type: 'success' }));
    const done = instrumentedNavigate()(start, { to: '/appointment' });
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
    await done;
  });

  it('passes a failed navigation on', async () => {
    const failure = new Error('loader failed');
    const done = instrumentedNavigate()(() => Promise.reject(failure), { to: '/x' });
    const caught = done.catch((error: unknown) => error);
    frames.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(await caught).toBe(failure);
  });
});

import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../app/api';
import { makeStore } from '../app/store';
import { LIVE_UPDATES_URL, useLiveUpdates } from './use-live-updates';

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, () => void>();
  closed = false;
  constructor(readonly url: string) { FakeEventSource.opened.push(this); }
  addEventListener(name: string, listener: () => void) { this.listeners.set(name, listener); }
  close() { this.closed = true; }
}

afterEach(() => { vi.unstubAllGlobals(); FakeEventSource.opened = []; });

describe('useLiveUpdates', () => {
  it('opens one channel while signed in and refetches the bell or the messages badge on its events', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const store = makeStore();
    const dispatched = vi.spyOn(store, 'dispatch');
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { rerender, unmount } = renderHook(({ signedIn }) => useLiveUpdates(signedIn), { wrapper, initialProps: { signedIn: false } });
    expect(FakeEventSource.opened).toHaveLength(0);
    rerender({ signedIn: true });
    const [source] = FakeEventSource.opened;
    expect(source.url).toBe(LIVE_UPDATES_URL);
    source.listeners.get('notification')!();
    expect(dispatched).toHaveBeenLastCalledWith(api.util.invalidateTags(['NotificationUnread', { type: 'Notification', id: 'LIST' }]));
    source.listeners.get('message')!();
    expect(dispatched).toHaveBeenLastCalledWith(api.util.invalidateTags(['Unread', { type: 'Conversation', id: 'LIST' }]));
    unmount();
    expect(source.closed).toBe(true);
  });
});

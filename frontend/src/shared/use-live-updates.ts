import { useEffect } from 'react';
import { api } from '../app/api';
import { useAppDispatch } from '../app/store';

/** The server's real-time channel (`GET /api/live-updates`, Server-Sent Events); see docs/api.md. */
export const LIVE_UPDATES_URL = '/api/live-updates';

/**
 * While a member is signed in, one EventSource tells the app that their notifications changed or a
 * direct message arrived, and the bell or the messages badge is refetched at once. The badges keep
 * polling (spec §9) as the fallback: a closed channel, or a browser without EventSource, loses only
 * the immediacy. EventSource reconnects by itself after the server's `retry`.
 */
export function useLiveUpdates(signedIn: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(LIVE_UPDATES_URL);
    const onNotification = () => dispatch(api.util.invalidateTags(['NotificationUnread', { type: 'Notification', id: 'LIST' }]));
    const onMessage = () => dispatch(api.util.invalidateTags(['Unread', { type: 'Conversation', id: 'LIST' }]));
    source.addEventListener('notification', onNotification);
    source.addEventListener('message', onMessage);
    return () => source.close();
  }, [signedIn, dispatch]);
}

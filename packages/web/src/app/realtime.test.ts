import { describe, expect, it, vi } from 'vitest';
import type { AuthService } from '../auth/auth-service';
import type { UserLike } from '../auth/session-mapping';
import type { HubDeps } from '../features/hub/start-hub';
import { SIGNED_OUT_CONFIG_REFRESH_MS, connectHubWhileSignedIn } from './realtime';

const { stop, startHub } = vi.hoisted(() => {
  const stopHub = vi.fn();
  return { stop: stopHub, startHub: vi.fn(() => ({ start: vi.fn(), stop: stopHub })) };
});
vi.mock('../features/hub/start-hub', () => ({ startHub }));

function fakeAuth(user: UserLike | null) {
  let listener: (user: UserLike | null) => void = () => {};
  const auth = {
    getUser: () => user,
    subscribe: (next: (user: UserLike | null) => void) => {
      listener = next;
      return () => {};
    },
  } as unknown as AuthService;
  return { auth, emit: (next: UserLike | null) => listener(next) };
}

const signedIn: UserLike = { expired: false, profile: { sub: 'u1' } };

describe('the hub while signed in', () => {
  it('connects once signed in (not for an expired user) and disconnects on sign-out', async () => {
    const { auth, emit } = fakeAuth({ expired: true, profile: {} });
    connectHubWhileSignedIn({ auth } as HubDeps);
    await vi.waitFor(() => expect(startHub).not.toHaveBeenCalled());

    emit(signedIn);
    emit(signedIn); // a renewal: still one connection
    await vi.waitFor(() => expect(startHub).toHaveBeenCalledTimes(1));

    emit(null);
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    emit(signedIn);
    await vi.waitFor(() => expect(startHub).toHaveBeenCalledTimes(2));
  });
});

describe('the configuration while signed out', () => {
  it('is asked for again every minute while the page shows, and no more once signed in', () => {
    vi.useFakeTimers();
    try {
      const { auth, emit } = fakeAuth(null);
      const reloadConfig = vi.fn(() => Promise.resolve());
      connectHubWhileSignedIn({ auth, reloadConfig } as unknown as HubDeps);
      vi.advanceTimersByTime(SIGNED_OUT_CONFIG_REFRESH_MS);
      expect(reloadConfig).toHaveBeenCalledTimes(1);

      const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      vi.advanceTimersByTime(SIGNED_OUT_CONFIG_REFRESH_MS);
      expect(reloadConfig).toHaveBeenCalledTimes(1);
      hidden.mockRestore();

      emit(signedIn);
      vi.advanceTimersByTime(3 * SIGNED_OUT_CONFIG_REFRESH_MS);
      expect(reloadConfig).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { locateDevice } from '../../src/app/services/device-location';

const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** A browser whose geolocation answers `answer` to the next request. */
function geolocation(answer: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const getCurrentPosition = (ok: PositionCallback, fail: PositionErrorCallback) =>
    'code' in answer
      ? fail({ code: answer.code, message: '', PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT } as GeolocationPositionError)
      : ok(answer as GeolocationPosition);
  vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
}

afterEach(() => vi.unstubAllGlobals());

describe('the device’s location, for “Autour de moi”', () => {
  it('is where the device says it is', async () => {
    geolocation({ coords: { latitude: 43.2965, longitude: 5.3698 } });
    expect(await locateDevice()).toEqual({ latitude: 43.2965, longitude: 5.3698 });
  });

  it('is refused when the shopper says no', async () => {
    geolocation({ code: PERMISSION_DENIED });
    expect(await locateDevice()).toBe('refused');
  });

  it('is unavailable without a fix in time, or in a browser without geolocation', async () => {
    geolocation({ code: POSITION_UNAVAILABLE });
    expect(await locateDevice()).toBe('unavailable');
    geolocation({ code: TIMEOUT });
    expect(await locateDevice()).toBe('unavailable');
    vi.stubGlobal('navigator', {});
    expect(await locateDevice()).toBe('unavailable');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { providedByTheApp } from '../../machines/provided';

describe('a service the app provides', () => {
  it('fails, naming itself, when a chart runs without the app', async () => {
    await expect(toPromise(createActor(providedByTheApp<string>('loadCart')).start())).rejects.toThrow('loadCart is provided by the app.');
  });
});

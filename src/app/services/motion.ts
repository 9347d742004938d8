import { fromCallback } from 'xstate';

/** The shopper's motion preference (prefers-reduced-motion), told to a slider at start and on each change. */
export const motionPreference = fromCallback(({ sendBack }) => {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  const tell = () => sendBack({ type: query.matches ? 'motion.reduced' : 'motion.allowed' });
  tell();
  query.addEventListener('change', tell);
  return () => query.removeEventListener('change', tell);
});

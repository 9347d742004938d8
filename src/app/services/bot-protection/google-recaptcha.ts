import type { BotProtectionConfig } from '../../../domain/bot-protection';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(keyOrWidget: string | number, options: { action: string }): Promise<string>;
  render(container: HTMLElement, parameters: { sitekey: string; size: 'invisible'; badge: string }): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The element an inline badge goes in; made once, at the end of the page. */
const INLINE_BADGE_ID = 'recaptcha-inline-badge';

let script: Promise<Grecaptcha> | undefined;
let inlineWidget: number | undefined;

/** Google's script, loaded once, on the first submission that needs it (spec §7). */
function loadScript(config: BotProtectionConfig): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    const render = config.badgePosition === 'inline' ? 'explicit' : config.websiteKey;
    const params = new URLSearchParams({ render, ...(config.languageCode && { hl: config.languageCode }) });
    if (config.badgePosition !== 'inline') params.set('badge', config.badgePosition);
    element.src = `https://www.google.com/recaptcha/api.js?${params}`;
    element.async = true;
    element.onload = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!));
    element.onerror = () => {
      script = undefined;
      reject(new Error('The reCAPTCHA script did not load.'));
    };
    document.head.append(element);
  });
  return script;
}

/**
 * A reCAPTCHA v3 token for `action`. The badge sits where the config says (bottomright by default); "inline" renders an
 * invisible widget explicitly (spec §9), whose id then stands for the key.
 */
export async function recaptchaToken(config: BotProtectionConfig, action: string): Promise<string> {
  const grecaptcha = await loadScript(config);
  if (config.badgePosition !== 'inline') return grecaptcha.execute(config.websiteKey, { action });
  if (inlineWidget === undefined) {
    const container = document.getElementById(INLINE_BADGE_ID) ?? document.body.appendChild(Object.assign(document.createElement('div'), { id: INLINE_BADGE_ID }));
    inlineWidget = grecaptcha.render(container, { sitekey: config.websiteKey, size: 'invisible', badge: 'inline' });
  }
  return grecaptcha.execute(inlineWidget, { action });
}

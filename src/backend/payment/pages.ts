import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STORE_GROUP_NAME as SHOP } from '../../domain/store';
import { readBody, requestOrigin } from '../http/body';
import type { PaymentAttempt } from './attempts';
import type { CardPayments } from './card-payments';
import { CHALLENGE_PASSWORD } from './test-cards';
import { CHALLENGE_PATH, FINGERPRINT_PATH, type ThreeDSOutcome } from './three-ds';

export interface SimulatorPagesOptions {
  payments: CardPayments;
  /** Runs `fn` in one write transaction. */
  transaction<T>(fn: () => T): T;
  /** The amount the challenge page shows, EUR. */
  amountOf(attempt: PaymentAttempt): number | undefined;
  now(): number;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A value inside a <script>: JSON with "<" escaped, so that nothing can close the element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const STYLE = `
body{margin:0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2a2e;background:#fff}
main{max-width:26rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 1rem}
label{display:block;font-weight:bold;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.6rem;border:1px solid #5b6b70;border-radius:4px}
input:focus{outline:3px solid #1d6b5a;outline-offset:1px}
button{margin-top:1rem;width:100%;font:inherit;font-weight:bold;padding:.7rem;border:0;border-radius:4px;background:#1d6b5a;color:#fff;cursor:pointer}
.hint{color:#4a5a5f;font-size:.875rem}`;

interface Page {
  status: number;
  title: string;
  body: string;
  /** Posted to the parent window, on the shop's origin. */
  message?: { threeDSResult: string; origin: string };
}

/**
 * The simulator's 3-D Secure pages, on the shop's origin under /payment-simulator/: the fingerprint page (in a hidden
 * frame, it completes by itself) and the challenge page (a form asking for the verification code). Both end by
 * posting {type: 'threeDS2', threeDSResult} to the framing page, on the shop's exact origin. Each answer carries its
 * own CSP: a nonce for its script and style, framing by the shop's own pages only.
 */
export function createSimulatorPages(options: SimulatorPagesOptions) {
  const { payments } = options;
  const result = (outcome: ThreeDSOutcome, origin: string) => ({ threeDSResult: payments.signer.result(outcome), origin });

  function challengeForm(attempt: PaymentAttempt, wrong = false): Page {
    const amount = options.amountOf(attempt);
    return {
      status: 200,
      title: 'Vérification de votre paiement',
      body: `<h1>Vérification de votre paiement</h1>
<p>Votre banque vous demande de confirmer ce paiement${amount === undefined ? '' : ` de ${escape(euros.format(amount))}`} chez ${escape(SHOP)}, par la carte se terminant par ${escape(attempt.last4)}.</p>
<form method="post" action="${CHALLENGE_PATH}?ref=${encodeURIComponent(attempt.reference)}">
<label for="code">Code de vérification</label>
<input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" required autofocus${wrong ? ' aria-invalid="true"' : ''}>
<p class="hint">Simulateur de paiement : le code qui valide est « ${CHALLENGE_PASSWORD} ».</p>
<button type="submit">Valider</button>
</form>`,
    };
  }

  function challengeDone(attempt: PaymentAttempt, origin: string): Page {
    const passed = attempt.challengeResult === 'Y';
    return {
      status: 200,
      title: passed ? 'Paiement vérifié' : 'Vérification refusée',
      body: passed ? '<h1>Paiement vérifié</h1><p>Merci, vous allez revenir à la boutique.</p>'
        : '<h1>Vérification refusée</h1><p>Le code saisi est incorrect : votre banque refuse ce paiement.</p>',
      message: result({ ref: attempt.reference, step: 'challenge', transStatus: passed ? 'Y' : 'N' }, origin),
    };
  }

  const gone: Page = {
    status: 404, title: 'Vérification introuvable',
    body: '<h1>Vérification introuvable</h1><p>Cette vérification n’existe pas ou n’est plus valable.</p>',
  };

  async function page(req: IncomingMessage, url: URL): Promise<Page | 'method'> {
    const origin = requestOrigin(req);
    const attempt = payments.byReference(url.searchParams.get('ref') ?? '');
    if (url.pathname === FINGERPRINT_PATH) {
      if (req.method !== 'GET') return 'method';
      // Harmless for any attempt: payments-details ignores a fingerprint that is not the attempt's current step.
      if (!attempt) return gone;
      return {
        status: 200, title: 'Vérification de votre appareil', body: '<p>Vérification en cours…</p>',
        message: result({ ref: attempt.reference, step: 'fingerprint', transStatus: 'Y' }, origin),
      };
    }
    if (url.pathname !== CHALLENGE_PATH) return gone;
    if (req.method !== 'GET' && req.method !== 'POST') return 'method';
    if (!attempt) return gone;
    if (attempt.challengeResult !== null) return challengeDone(attempt, origin);
    if (attempt.resultCode !== 'ChallengeShopper') return gone;
    if (req.method === 'GET') return challengeForm(attempt);
    const body = await readBody(req, 4096);
    const code = body.ok ? new URLSearchParams(body.body.toString('utf8')).get('code')?.trim() ?? '' : '';
    if (code === '') return { ...challengeForm(attempt, true), status: 400 };
    const recorded = options.transaction(() => {
      const fresh = payments.byReference(attempt.reference)!;
      payments.recordChallenge(fresh, code === CHALLENGE_PASSWORD, options.now());
      return payments.byReference(attempt.reference)!;
    });
    return recorded.challengeResult === null ? gone : challengeDone(recorded, origin);
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const answer = await page(req, url);
      if (answer === 'method') {
        res.writeHead(405, { Allow: url.pathname === FINGERPRINT_PATH ? 'GET' : 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Method not allowed');
        return;
      }
      const nonce = randomBytes(16).toString('base64');
      const script = answer.message
        ? `<script nonce="${nonce}">parent.postMessage({type:'threeDS2',threeDSResult:${scriptValue(answer.message.threeDSResult)}},${scriptValue(answer.message.origin)});</script>`
        : '';
      const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(answer.title)}</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${answer.body}</main>${script}</body></html>`;
      res.writeHead(answer.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': [
          "default-src 'none'", `script-src 'nonce-${nonce}'`, `style-src 'nonce-${nonce}'`, "form-action 'self'",
          "frame-ancestors 'self'", "base-uri 'none'",
        ].join('; '),
        'X-Frame-Options': 'SAMEORIGIN',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Content-Length': Buffer.byteLength(html),
      });
      res.end(html);
    },
  };
}

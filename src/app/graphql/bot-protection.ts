import { graphql } from './generated';

/** Spec §7 GetReCaptchaV3Config: which forms bot protection guards, and with what key. */
export const GET_RECAPTCHA_V3_CONFIG = graphql(`
  query GetReCaptchaV3Config {
    recaptchaV3Config {
      website_key
      badge_position
      language_code
      forms
      is_enabled
    }
  }
`);

/** A challenge of the shop's own verifier (extensions.graphql), asked fresh for each submission. */
export const BOT_PROTECTION_CHALLENGE = graphql(`
  query BotProtectionChallenge($action: String!) {
    botProtectionChallenge(action: $action) {
      challenge
      difficulty
    }
  }
`);

/**
 * The honeypot field's name (browser-safe, no imports): a field people never see that form-filling
 * bots tend to fill. A filled one is answered like a success and nothing is kept or sent.
 */
export const HONEYPOT_FIELD = "website";

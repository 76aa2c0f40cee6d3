/** The address-confirmation link (…/verify-email?token=…) in a message's text, or null. */
export const verifyEmailLinkIn = (text: string) => /https?:\/\/\S+\/verify-email\?token=[^\s)]+/.exec(text)?.[0] ?? null;

/** The token a link carries in its `token` parameter. */
export const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get("token")!);

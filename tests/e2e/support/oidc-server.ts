/**
 * A real OpenID Connect provider (oidc-provider) for the end-to-end suite, on port E2E_PORT + 1 (3211 by default). One client
 * (the app's better-auth genericOAuth); the person is SSO_USER, or one per login typed (see
 * findAccount). Its built-in development login form accepts any login and password; the grant is
 * given without a consent screen (a first-party client).
 */
import crypto from "node:crypto";
import http from "node:http";
import Provider from "oidc-provider";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, OIDC_PORT, OIDC_REDIRECT_URI, SSO_USER } from "./fixtures";

const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "e2e-rs256", use: "sig", alg: "RS256" };

type Ctx = any;

const configuration = {
  clients: [
    {
      client_id: OIDC_CLIENT_ID,
      client_secret: OIDC_CLIENT_SECRET,
      redirect_uris: [OIDC_REDIRECT_URI],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      // better-auth's genericOAuth sends the secret in the body unless told otherwise.
      token_endpoint_auth_method: "client_secret_post",
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: { keys: [crypto.randomBytes(32).toString("hex")] },
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // Put the scope's claims in the ID token as well as at the userinfo endpoint.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => false },
  // The login typed into the form is the subject. SSO_USER's sub gives SSO_USER; any other login
  // (tests use one each, so parallel runs never share an account) gets an address of its own.
  async findAccount(_ctx: Ctx, id: string) {
    const local = id.toLowerCase().replace(/[^a-z0-9._-]/g, "-").slice(0, 60);
    const email = id === SSO_USER.sub ? SSO_USER.email : `${local}@example.qa`;
    return {
      accountId: id,
      async claims() {
        return { sub: id, email, email_verified: true, name: SSO_USER.name };
      },
    };
  },
  // A first-party client: grant what it asks for instead of showing a consent screen.
  async loadExistingGrant(ctx: Ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope("openid email profile");
    grant.addOIDCClaims(["sub", "email", "email_verified", "name"]);
    await grant.save();
    return grant;
  },
};

const provider = new Provider(OIDC_ISSUER, configuration);
provider.on("server_error", (_ctx: Ctx, error: unknown) => console.error("oidc: server error", error));

const callback = provider.callback();
const servers = ["127.0.0.1", "::1"].map((host) => {
  const server = http.createServer(callback);
  server.on("error", (error) => {
    // ::1 may not exist in a container without IPv6; 127.0.0.1 is enough then.
    if (host === "::1") console.warn(`oidc: not listening on [::1]: ${(error as Error).message}`);
    else throw error;
  });
  server.listen(OIDC_PORT, host);
  return server;
});
console.log(`oidc: test provider at ${OIDC_ISSUER} (client ${OIDC_CLIENT_ID})`);

function shutdown() {
  servers.forEach((server) => server.close());
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);

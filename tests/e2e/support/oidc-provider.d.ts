// oidc-provider v9 ships no type declarations and @types/oidc-provider is not installed; the test
// provider (oidc-server.ts) uses only a handful of its calls.
declare module "oidc-provider" {
  const Provider: any;
  export default Provider;
}

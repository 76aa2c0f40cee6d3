import { useNonce } from "~/utils/nonce";

/**
 * Tells the server the visitor's time zone (a `tz` cookie the loaders validate with Intl) so that
 * the next pages show times in it; without JavaScript they are shown in Qatar time, and say so.
 */
const SCRIPT = `try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(z&&document.cookie.indexOf("tz="+encodeURIComponent(z))<0){document.cookie="tz="+encodeURIComponent(z)+";path=/;max-age=31536000;samesite=lax"}}catch(e){}`;

export function TimeZoneScript() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

import { getEnv } from "#server/config/env";

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

const split = (value: string) =>
  value
    .split(",")
    .map((url) => url.trim())
    .filter((url) => /^(stun|stuns|turn|turns):/i.test(url));

/**
 * The ICE servers handed to the browsers (STUN_URLS, TURN_URLS with TURN_USERNAME/TURN_CREDENTIAL).
 * None by default: host candidates only, enough on one machine or one LAN.
 */
export function iceServers(): IceServer[] {
  const env = getEnv();
  const servers: IceServer[] = [];
  const stun = split(env.STUN_URLS);
  if (stun.length > 0) servers.push({ urls: stun });
  const turn = split(env.TURN_URLS);
  if (turn.length > 0)
    servers.push({
      urls: turn,
      username: env.TURN_USERNAME,
      credential: env.TURN_CREDENTIAL,
    });
  return servers;
}

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CallController, isCallSupported, type CallSnapshot } from "./call-controller";
import { numberFormat } from "~/utils/intl";
import { intlLocaleOf, localeOf, type AppLocale } from "~/i18n/config";

declare global {
  interface Window {
    /** The call of this page, for diagnostics (and the browser tests' RTCPeerConnection statistics). */
    __qanunCall?: {
      readonly pc: RTCPeerConnection | null;
      readonly state: string;
    };
  }
}

function formatElapsed(ms: number, locale: AppLocale): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const nf = numberFormat(intlLocaleOf(locale), {
    minimumIntegerDigits: 2,
    useGrouping: false,
  });
  return `${nf.format(minutes)}:${nf.format(seconds)}`;
}

/**
 * The in-browser call: join, the call's state, a timer, mute and hang up. Rendered only once the
 * page has hydrated (the server-rendered page shows the no-JavaScript explanation instead).
 */
export function CallPanel(props: {
  consultationId: string;
  role: "client" | "lawyer";
  otherId: string;
  otherName: string;
  phone: string;
  iceServers: RTCIceServer[];
  video: boolean;
}) {
  const { t, i18n } = useTranslation("voice");
  const remoteRef = useRef<HTMLAudioElement & HTMLVideoElement>(null);
  const localRef = useRef<HTMLVideoElement>(null);
  const [controller] = useState(
    () =>
      new CallController({
        consultationId: props.consultationId,
        role: props.role,
        otherId: props.otherId,
        iceServers: props.iceServers,
        video: props.video,
        remote: () => remoteRef.current,
        local: () => localRef.current,
      }),
  );
  const [snapshot, setSnapshot] = useState<CallSnapshot>({
    state: "idle",
    error: null,
    muted: false,
    cameraOff: false,
    connectedAt: null,
  });
  const [now, setNow] = useState(() => Date.now());
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    setSupported(isCallSupported());
    const unsubscribe = controller.subscribe(setSnapshot);
    window.__qanunCall = {
      get pc() {
        return controller.peerConnection;
      },
      get state() {
        return controller.state;
      },
    };
    const leave = () => controller.hangUp();
    window.addEventListener("pagehide", leave);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", leave);
      controller.hangUp();
      delete window.__qanunCall;
    };
  }, [controller]);

  useEffect(() => {
    if (snapshot.state !== "connected") return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [snapshot.state]);

  const { state, error, muted, cameraOff, connectedAt } = snapshot;
  const inCall =
    state === "waiting" || state === "connecting" || state === "connected" || state === "reconnecting" || state === "otherLeft";
  const canJoin = state === "idle" || state === "ended" || (state === "error" && error !== "unsupported" && error !== "notOpen");
  const unsupported = !supported || error === "unsupported";

  return (
    <div className="call-panel" data-testid="call-panel" data-call-state={state}>
      <p className="call-state" role="status" aria-live="polite" data-testid="call-state">
        {state === "waiting" || state === "otherLeft"
          ? t(`call.state.${state}`, { name: props.otherName })
          : state === "error"
          ? t("call.state.error")
          : t(`call.state.${state}`)}
        {state === "connected" && connectedAt ? (
          <>
            {" "}
            <span className="call-timer" aria-label={t("call.timer")}>
              <time dateTime={`PT${Math.floor((now - connectedAt) / 1000)}S`}>{formatElapsed(now - connectedAt, localeOf(i18n.language))}</time>
            </span>
          </>
        ) : null}
      </p>
      {unsupported ? (
        <p className="form-errors" role="alert" data-testid="call-error">
          {t("call.error.unsupported", { phone: props.phone })}
        </p>
      ) : error ? (
        <p className="form-errors" role="alert" data-testid="call-error">
          {t(`call.error.${error}`, { phone: props.phone })}
        </p>
      ) : null}
      {muted && inCall ? <p className="hint">{t("call.muted")}</p> : null}
      {props.video ? (
        <div className="call-videos">
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the other party, live: nothing to caption */}
          <video ref={remoteRef} className="call-video-remote" autoPlay playsInline aria-label={props.otherName} />
          <video ref={localRef} className="call-video-local" autoPlay playsInline muted aria-label={t("call.you")} />
        </div>
      ) : (
        // eslint-disable-next-line jsx-a11y/media-has-caption, react/no-unknown-property -- the other party's live voice: nothing to caption; playsInline as on the videos
        <audio ref={remoteRef} autoPlay playsInline />
      )}
      <p className="actions">
        {canJoin && !unsupported ? (
          <button type="button" className="btn-primary" onClick={() => void controller.join()}>
            {state === "ended" ? t("call.rejoin") : t("call.join")}
          </button>
        ) : null}
        {inCall ? (
          <>
            <button type="button" className="btn-secondary" aria-pressed={muted} onClick={() => controller.setMuted(!muted)}>
              {muted ? t("call.unmute") : t("call.mute")}
            </button>
            {props.video ? (
              <button type="button" className="btn-secondary" aria-pressed={cameraOff} onClick={() => controller.setCameraOff(!cameraOff)}>
                {cameraOff ? t("call.cameraOn") : t("call.cameraOff")}
              </button>
            ) : null}
            <button type="button" className="btn-danger" onClick={() => controller.hangUp()}>
              {t("call.hangUp")}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}

import { EVAL_SET } from "./eval-set";
import type { EvalCase } from "./eval-types";
import { HELD_OUT_SET } from "./held-out-set";
import { HELD_OUT_SET_2 } from "./held-out-set-2";
import { HELD_OUT_SET_3 } from "./held-out-set-3";
import { HELD_OUT_SET_4 } from "./held-out-set-4";
import { HELD_OUT_SET_5 } from "./held-out-set-5";
import { HELD_OUT_SET_6 } from "./held-out-set-6";
import { HELD_OUT_SET_7 } from "./held-out-set-7";
import { HELD_OUT_SET_8 } from "./held-out-set-8";
import { HELD_OUT_SET_9 } from "./held-out-set-9";
import { HELD_OUT_SET_10 } from "./held-out-set-10";
import { HELD_OUT_SET_11 } from "./held-out-set-11";
import { HELD_OUT_SET_12 } from "./held-out-set-12";
import { HELD_OUT_SET_13 } from "./held-out-set-13";
import { HELD_OUT_SET_14 } from "./held-out-set-14";
import { HELD_OUT_SET_15 } from "./held-out-set-15";
import { HELD_OUT_SET_16 } from "./held-out-set-16";
import { HELD_OUT_SET_17 } from "./held-out-set-17";
import { HELD_OUT_SET_18 } from "./held-out-set-18";
import { HELD_OUT_SET_19 } from "./held-out-set-19";
import { HELD_OUT_SET_20 } from "./held-out-set-20";
import { HELD_OUT_SET_21 } from "./held-out-set-21";
import { HELD_OUT_SET_22 } from "./held-out-set-22";
import { HELD_OUT_SET_23 } from "./held-out-set-23";
import { HELD_OUT_SET_24 } from "./held-out-set-24";
import { HELD_OUT_SET_25 } from "./held-out-set-25";
import { HELD_OUT_SET_26 } from "./held-out-set-26";
import { HELD_OUT_SET_27 } from "./held-out-set-27";
import { HELD_OUT_SET_28 } from "./held-out-set-28";
import { HELD_OUT_SET_29 } from "./held-out-set-29";
import { HELD_OUT_SET_30 } from "./held-out-set-30";
import { HELD_OUT_SET_31 } from "./held-out-set-31";
import { HELD_OUT_SET_32 } from "./held-out-set-32";
import { HELD_OUT_SET_33 } from "./held-out-set-33";

/**
 * Which evaluation sets are TUNING data and which is the HELD-OUT set (issue 27 §6), in one place for the two
 * scripts that must agree: `npm run eval:chatbot` (./eval.ts) reports them apart, and `npm run train:chatbot`
 * (./train-subject-model.ts) learns the assistant's subject model from the tuning sets only. A held-out set
 * joins the tuning sets once it has been reported on, and a fresh one written blind takes its place.
 */
export const TUNING_SETS = [
  {
    title: "TUNING set (scripts/chatbot/eval-set.ts; tune on this one)",
    cases: EVAL_SET,
  },
  {
    title: "RETIRED held-out set 1, now tuning (scripts/chatbot/held-out-set.ts)",
    cases: HELD_OUT_SET,
  },
  {
    title: "RETIRED held-out set 2, now tuning (scripts/chatbot/held-out-set-2.ts)",
    cases: HELD_OUT_SET_2,
  },
  {
    title: "RETIRED held-out set 3, now tuning (scripts/chatbot/held-out-set-3.ts)",
    cases: HELD_OUT_SET_3,
  },
  {
    title: "RETIRED held-out set 4, now tuning (scripts/chatbot/held-out-set-4.ts)",
    cases: HELD_OUT_SET_4,
  },
  {
    title: "RETIRED held-out set 5, now tuning (scripts/chatbot/held-out-set-5.ts)",
    cases: HELD_OUT_SET_5,
  },
  {
    title: "RETIRED held-out set 6, now tuning (scripts/chatbot/held-out-set-6.ts)",
    cases: HELD_OUT_SET_6,
  },
  {
    // Gated a third stories while it was held out (its last 23 English keyword questions left out by place); as tuning
    // data it counts whole.
    title: "RETIRED held-out set 7, now tuning (scripts/chatbot/held-out-set-7.ts)",
    cases: HELD_OUT_SET_7,
  },
  {
    title: "RETIRED held-out set 8, now tuning (scripts/chatbot/held-out-set-8.ts)",
    cases: HELD_OUT_SET_8,
  },
  {
    title: "RETIRED held-out set 9, now tuning (scripts/chatbot/held-out-set-9.ts)",
    cases: HELD_OUT_SET_9,
  },
  {
    title: "RETIRED held-out set 10, now tuning (scripts/chatbot/held-out-set-10.ts)",
    cases: HELD_OUT_SET_10,
  },
  {
    title: "RETIRED held-out set 11, now tuning (scripts/chatbot/held-out-set-11.ts)",
    cases: HELD_OUT_SET_11,
  },
  {
    title: "RETIRED held-out set 12, now tuning (scripts/chatbot/held-out-set-12.ts)",
    cases: HELD_OUT_SET_12,
  },
  {
    title: "RETIRED held-out set 13, now tuning (scripts/chatbot/held-out-set-13.ts)",
    cases: HELD_OUT_SET_13,
  },
  {
    title: "RETIRED held-out set 14, now tuning (scripts/chatbot/held-out-set-14.ts)",
    cases: HELD_OUT_SET_14,
  },
  {
    title: "RETIRED held-out set 15, now tuning (scripts/chatbot/held-out-set-15.ts)",
    cases: HELD_OUT_SET_15,
  },
  {
    title: "RETIRED held-out set 16, now tuning (scripts/chatbot/held-out-set-16.ts)",
    cases: HELD_OUT_SET_16,
  },
  {
    title: "RETIRED held-out set 17, now tuning (scripts/chatbot/held-out-set-17.ts)",
    cases: HELD_OUT_SET_17,
  },
  {
    title: "RETIRED held-out set 18, now tuning (scripts/chatbot/held-out-set-18.ts)",
    cases: HELD_OUT_SET_18,
  },
  {
    title: "RETIRED held-out set 19, now tuning (scripts/chatbot/held-out-set-19.ts)",
    cases: HELD_OUT_SET_19,
  },
  {
    title: "RETIRED held-out set 20, now tuning (scripts/chatbot/held-out-set-20.ts)",
    cases: HELD_OUT_SET_20,
  },
  {
    title: "RETIRED held-out set 21, now tuning (scripts/chatbot/held-out-set-21.ts)",
    cases: HELD_OUT_SET_21,
  },
  {
    title: "RETIRED held-out set 22, now tuning (scripts/chatbot/held-out-set-22.ts)",
    cases: HELD_OUT_SET_22,
  },
  {
    title: "RETIRED held-out set 23, now tuning (scripts/chatbot/held-out-set-23.ts)",
    cases: HELD_OUT_SET_23,
  },
  {
    title: "RETIRED held-out set 24, now tuning (scripts/chatbot/held-out-set-24.ts)",
    cases: HELD_OUT_SET_24,
  },
  {
    title: "RETIRED held-out set 25, now tuning (scripts/chatbot/held-out-set-25.ts)",
    cases: HELD_OUT_SET_25,
  },
  {
    title: "RETIRED held-out set 26, now tuning (scripts/chatbot/held-out-set-26.ts)",
    cases: HELD_OUT_SET_26,
  },
  {
    title: "RETIRED held-out set 27, now tuning (scripts/chatbot/held-out-set-27.ts)",
    cases: HELD_OUT_SET_27,
  },
  {
    title: "RETIRED held-out set 28, now tuning (scripts/chatbot/held-out-set-28.ts)",
    cases: HELD_OUT_SET_28,
  },
  {
    title: "RETIRED held-out set 29, now tuning (scripts/chatbot/held-out-set-29.ts)",
    cases: HELD_OUT_SET_29,
  },
  {
    title: "RETIRED held-out set 30, now tuning (scripts/chatbot/held-out-set-30.ts)",
    cases: HELD_OUT_SET_30,
  },
  {
    title: "RETIRED held-out set 31, now tuning (scripts/chatbot/held-out-set-31.ts)",
    cases: HELD_OUT_SET_31,
  },
  {
    title: "RETIRED held-out set 32, now tuning (scripts/chatbot/held-out-set-32.ts)",
    cases: HELD_OUT_SET_32,
  },
  {
    title: "RETIRED held-out set 33, now tuning (scripts/chatbot/held-out-set-33.ts)",
    cases: HELD_OUT_SET_33,
  },
];

/**
 * The held-out set, reported and gated on its own; never tuned on, never trained on. None since 2026-11-30: held-out 33
 * was reported on, its misses read and it was retired into tuning; the next one is written blind before the assistant
 * is reported on again (docs/chatbot-eval.md). Until then `npm run eval:chatbot` says so and exits 2.
 */
export const HELD_OUT_SETS: { label: string; title: string; cases: EvalCase[]; left: number }[] = [];

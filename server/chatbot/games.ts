/**
 * Games and matches, named the way people type them: one vocabulary for the two readers that need it. The safety
 * patterns (./safety.ts) hear "he killed me in Fortnite" or "the referee robbed us" as a figure of speech, not danger;
 * the out-of-scope patterns (./out-of-scope.ts) decline a game's or a match's dispute as not the firm's business.
 * Alternations for a regular expression, on text as `spacedReadings` gives it (lower case, Arabic normalised).
 */

/** Video games and their vocabulary, in Latin letters. */
export const GAME_TITLES_EN =
  "elden ring|last boss|final boss|boss fight|clash of clans|clash royale|pubg|fortnite|free fire|call of duty|valorant|roblox|minecraft|gta";

/** The same in Arabic letters (a game's clan too: "الكلان"). */
export const GAME_TITLES_AR = "فيفا|داخل اللعبه|ببجي|فورتنايت|فري فاير|كلاش اوف كلانس|كلاش|الكلان|كلان|ماين كرافت|روبلوكس";

/** A match's calls (a penalty, a card, offside), in English. */
export const MATCH_CALLS_EN = "referee|penalty kick|penalty shoot ?out|red card|yellow card|offside|var decision";

/** …and in Arabic. */
export const MATCH_CALLS_AR =
  "ضربه جزاء|ضربه الجزاء|بضربه جزاء|بضربه الجزاء|ركله جزاء|ركله الجزاء|ضربات الترجيح|الكرت الاحمر|الكرت الاصفر|حكم المباراه|حكم الماتش|تسلل";

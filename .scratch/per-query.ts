import { createDatabase, setDb } from "#db/index";
import { searchLawyers } from "#server/lawyers/queries";
import { searchLawyersInput } from "#server/lawyers/schemas";
const db = createDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/qanun_lawyers_dev" });
setDb(db);
const QUERIES = ["محمد","Mohammed","mohamed","احمد","أحمد","فاطمه","ليلي","Al-Naimi","النعيمي","Khal","Kuwari","السادة","custody","الحضانة","contract","عقود","Muhammad","Sara","نورة","arbitration","مركز قطر","Ibrahim","ابراهيم","Hamad Al"];
const FILTERS: any[] = [{ area: "family", city: "doha" },{ area: "commercial", city: "lusail" },{ language: "en", kind: "video" },{ area: "criminal", roll: "appeal" },{ city: "al-rayyan", kind: "in_person" },{ area: "contract-drafting", language: "en" },{ kind: "written", feeMax: 500 },{ area: "qfc-litigation", city: "doha" }];
const out: [number, string, number][] = [];
for (let i = 0; i < QUERIES.length * FILTERS.length; i++) {
  const input = searchLawyersInput.parse({ q: QUERIES[i % QUERIES.length], ...FILTERS[i % FILTERS.length] });
  const times: number[] = []; let total = 0; let close = false;
  for (let k = 0; k < 7; k++) { const t = performance.now(); const r = await searchLawyers(db, input); total = r.total; close = r.closeMatches; times.push(performance.now() - t); }
  times.sort((a, b) => a - b);
  out.push([times[3]!, JSON.stringify(input) + (close ? " CLOSE" : ""), total]);
}
out.sort((a, b) => b[0] - a[0]);
for (const o of out.slice(0, 15)) console.log(o[0].toFixed(1), o[2], o[1]);
console.log("median of medians", out.map(o=>o[0]).sort((a,b)=>a-b)[Math.floor(out.length/2)]!.toFixed(1));
await db.destroy();

import { alertMatchingSection, measureAlertMatching } from "./alerts";
const result = await measureAlertMatching("postgres://postgres@127.0.0.1:5432/capital_bench_alerts");
console.log(JSON.stringify(result, null, 2));
const { section, checks } = alertMatchingSection(result);
console.log(section);
console.log(checks);

#!/usr/bin/env node
// problem-matcher.js DOC TEXT JSONL — problem-matcher.py's check under node:
// the VS Code problem matchers that DOC (docs/ecosystem.md) shows, applied
// with JavaScript's RegExp (V8, the engine VS Code runs) and VS Code's own
// rules for a problem matcher, over real loopgpu output.
//
// Read from DOC as problem-matcher.py reads them: the JSON blocks (```json)
// that hold a problemMatcher, the task itself or the first of "tasks"; the
// first is the text format's, the second the JSON format's. What follows is
// VS Code's problemMatcher.ts (src/vs/workbench/contrib/tasks/common/),
// written again here:
// - the parser: `regexp` compiled with new RegExp(regexp), no flags (an
//   invalid one is an error); file, location, line, column, endLine,
//   endColumn, severity, code, message copied when numbers; defaults file 1,
//   line 2, column 3, message 0 (file 1, message 0 with location or kind
//   "file"); a pattern needs file and message, and line or location unless
//   its kind is "file"; the matcher needs a fileLocation VS Code reads
//   ("absolute", "relative", "autoDetect", "search", or an array starting
//   with one). A multi-line pattern (an array) is refused: the document's
//   matchers are one-line ones, and this script does not model the others.
// - a line: regexp.exec(line) (the first match anywhere in the line, as
//   Python's search); file, message, code, severity, location trimmed of
//   spaces (only ' ', as VS Code's strings.trim); a group that did not take
//   part is left out; a problem needs a file, a message and a location
//   (line, or the location group); severity: "error", "warning"/"warn",
//   "info" in any case, E, W, I, hint/note (info), else the matcher's
//   severity, else error.
// - lines as VS Code's line decoder splits them (\n, \r\n or \r).
// Prints each problem as `MATCH kind file:line:col[-eline:ecol] severity
// code | message` (the end only when the pattern has endLine or endColumn;
// severity as VS Code maps it; code `-` when none), the lines problem-
// matcher.py prints; exits 1 when a warning or error line of the output is
// not a problem, or another line (a note) is.
"use strict";
const fs = require("fs");

const [doc, textOut, jsonOut] = process.argv.slice(2, 5);
if (!jsonOut) {
  console.error("usage: problem-matcher.js DOC TEXT JSONL");
  process.exit(2);
}
function fail(msg) {
  console.error("problem-matcher.js: " + msg);
  process.exit(2);
}

const blocks = [...fs.readFileSync(doc, "utf8").matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]);
const matchers = [];
for (const b of blocks) {
  if (!b.includes("problemMatcher")) continue;
  const d = JSON.parse(b);
  const task = "tasks" in d ? d.tasks[0] : d;
  matchers.push(task.problemMatcher);
}
if (matchers.length !== 2) {
  console.error(`expected 2 problem matchers in ${doc}, found ${matchers.length}`);
  process.exit(1);
}

// VS Code's ProblemMatcherParser and ProblemPatternParser, for an inline
// one-line pattern.
function parseMatcher(desc) {
  const kinds = { absolute: 1, relative: 1, autodetect: 1, search: 1 };
  const fl = desc.fileLocation;
  const first = Array.isArray(fl) ? fl[0] : fl;
  if (fl !== undefined && !(typeof first === "string" && kinds[first.toLowerCase()]))
    fail("the matcher's fileLocation is not one VS Code reads: " + JSON.stringify(fl));
  const value = desc.pattern;
  if (Array.isArray(value)) fail("a multi-line pattern: not modelled here (the document's matchers are one-line ones)");
  if (!value || typeof value.regexp !== "string") fail("the pattern has no regexp");
  let regexp;
  try {
    regexp = new RegExp(value.regexp);
  } catch (e) {
    fail(`the string ${value.regexp} is not a valid regular expression: ${e.message}`);
  }
  const p = { regexp };
  if (value.kind) p.kind = String(value.kind).toLowerCase() === "file" ? "file" : "location";
  const copy = (to, from) => {
    if (typeof value[from] === "number") p[to] = value[from];
  };
  copy("file", "file");
  copy("location", "location");
  copy("line", "line");
  copy("character", "column");
  copy("endLine", "endLine");
  copy("endCharacter", "endColumn");
  copy("severity", "severity");
  copy("code", "code");
  copy("message", "message");
  const defaults = p.location || p.kind === "file" ? { file: 1, message: 0 } : { file: 1, line: 2, character: 3, message: 0 };
  for (const k in defaults) if (p[k] === undefined) p[k] = defaults[k];
  if (p.file === undefined || p.message === undefined) fail("the pattern must have a file and a message");
  if (p.kind !== "file" && p.location === undefined && p.line === undefined)
    fail('the pattern must have kind "file" or a line or location group');
  return { pattern: p, severity: desc.severity, hasEnd: "endLine" in value || "endColumn" in value };
}

const trim = (s) => s.replace(/^ +| +$/g, "");

function createLocation(sl, sc, el, ec) {
  if (sc !== undefined && ec !== undefined) return [sl, sc, el || sl, ec];
  if (sc !== undefined) return [sl, sc, sl, sc];
  return [sl, 1, sl, Number.MAX_VALUE];
}

function getLocation(data) {
  if (data.kind === "file") return createLocation(0, 0, 0, 0);
  if (data.location) {
    if (!/(\d+|\d+,\d+|\d+,\d+,\d+,\d+)/.test(data.location)) return null;
    const parts = data.location.split(",");
    const sc = parts.length > 1 ? parseInt(parts[1]) : undefined;
    if (parts.length > 3) return createLocation(parseInt(parts[0]), sc, parseInt(parts[2]), parseInt(parts[3]));
    return createLocation(parseInt(parts[0]), sc, undefined, undefined);
  }
  if (!data.line) return null;
  return createLocation(
    parseInt(data.line),
    data.character ? parseInt(data.character) : undefined,
    data.endLine ? parseInt(data.endLine) : undefined,
    data.endCharacter ? parseInt(data.endCharacter) : undefined
  );
}

function getSeverity(data, matcherSeverity) {
  const v = data.severity;
  let r = null;
  if (v) {
    const l = v.toLowerCase();
    if (l === "error" || v === "E") r = "error";
    else if (l === "warning" || l === "warn" || v === "W") r = "warning";
    else if (l === "info" || v === "I" || l === "hint" || l === "note") r = "info";
  }
  if (r) return r;
  // the matcher's own severity, read by Severity.fromValue (0, Ignore, when
  // it is none of these: then error)
  const s = typeof matcherSeverity === "string" ? matcherSeverity.toLowerCase() : "";
  return s === "warning" || s === "warn" ? "warning" : s === "info" ? "info" : "error";
}

// SingleLineMatcher.handle: the problem of one line, or null.
function handle(m, line) {
  const p = m.pattern;
  const data = Object.create(null);
  if (p.kind !== undefined) data.kind = p.kind;
  const matches = p.regexp.exec(line);
  if (!matches) return null;
  const fill = (prop, doTrim) => {
    const i = p[prop];
    if (data[prop] === undefined && i !== undefined && i < matches.length && matches[i] !== undefined)
      data[prop] = doTrim ? trim(matches[i]) : matches[i];
  };
  fill("file", true);
  fill("message", true);
  fill("code", true);
  fill("severity", true);
  fill("location", true);
  fill("line");
  fill("character");
  fill("endLine");
  fill("endCharacter");
  const loc = getLocation(data);
  if (!(data.file && loc && data.message)) return null;
  return { file: data.file, loc, severity: getSeverity(data, m.severity), code: data.code, message: data.message };
}

let bad = 0;
function run(kind, desc, lines, want) {
  const m = parseMatcher(desc);
  for (const line of lines) {
    const prob = handle(m, line);
    const wanted = want(line);
    if (!!prob !== wanted) {
      console.log(`${wanted ? "UNMATCHED" : "WRONGLY MATCHED"}: ${kind}: ${line}`);
      bad++;
    }
    if (!prob) continue;
    const [sl, sc, el, ec] = prob.loc;
    let where = `${prob.file}:${sl}:${sc}`;
    if (m.hasEnd) where += `-${el}:${ec}`;
    console.log(`MATCH ${kind} ${where} ${prob.severity} ${prob.code || "-"} | ${prob.message}`);
  }
}

function readLines(f) {
  const lines = fs.readFileSync(f, "utf8").split(/\r\n|\r|\n/);
  if (lines.length && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

run("text", matchers[0], readLines(textOut), (l) => /^\S+:\d+:\d+: (warning|error): /.test(l));
run("json", matchers[1], readLines(jsonOut), (l) => {
  const d = JSON.parse(l);
  return (d.severity === "warning" || d.severity === "error") && d.file !== null;
});
process.exit(bad ? 1 : 0);

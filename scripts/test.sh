#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first failure.
#   bash scripts/test.sh                 all steps
#   bash scripts/test.sh server-pg e2e   only the named steps
# Steps: typecheck lint web server server-pg durability build e2e
set -euo pipefail
cd "$(dirname "$0")/.."

# Playwright uses Debian's Chromium; it must never download a browser.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

ALL_STEPS=(typecheck lint web server server-pg durability build e2e)
STEPS=("${@:-${ALL_STEPS[@]}}")
for s in "${STEPS[@]}"; do
  [[ " ${ALL_STEPS[*]} " == *" $s "* ]] || { echo "unknown step: $s (steps: ${ALL_STEPS[*]})" >&2; exit 2; }
done

started=$SECONDS
current=""
lint_pid=""
trap 'code=$?; [[ -z "$lint_pid" ]] || kill "$lint_pid" 2>/dev/null; if [[ $code -ne 0 && -n "$current" ]]; then echo; echo "✗ FAILED: $current (exit $code)" >&2; fi' EXIT

heading() {
  current="$1"
  echo
  echo "════════ $1 ════════"
}
done_step() {
  echo "✓ $current ($((SECONDS - step_start)) s)"
  current=""
}

has_files() { [[ -n "$(find "$@" -type f 2>/dev/null | head -n 1)" ]]; }

for step in "${STEPS[@]}"; do
  step_start=$SECONDS
  case "$step" in
    typecheck)
      heading "Type-check (tsc, every workspace)"
      # Lint, when asked for too, runs beside it (each is mostly one core); its step reports it.
      if [[ " ${STEPS[*]} " == *" typecheck "*"lint "* ]]; then
        lint_log=$(mktemp)
        npm run lint >"$lint_log" 2>&1 &
        lint_pid=$!
      fi
      npm run typecheck
      ;;
    lint)
      heading "Lint (eslint)"
      if [[ -n "$lint_pid" ]]; then
        lint_status=0
        wait "$lint_pid" || lint_status=$?
        lint_pid=""
        cat "$lint_log"
        rm -f "$lint_log"
        [[ $lint_status -eq 0 ]] || exit "$lint_status"
      else
        npm run lint
      fi
      ;;
    web)
      heading "Web unit tests (vitest, jsdom)"
      if has_files web/src \( -name '*.test.ts' -o -name '*.test.tsx' \); then
        npm test -w web
      else
        echo "no web unit tests yet (web/src/**/*.test.ts[x]); skipped"
      fi
      ;;
    server)
      heading "Server tests on PGlite (vitest)"
      # The transcoding test runs Debian's ffmpeg.
      bash scripts/ensure-tools.sh ffmpeg
      env -u TEST_DATABASE_URL -u DATABASE_URL npm test -w server
      ;;
    server-pg)
      heading "Server tests on PostgreSQL (throwaway cluster)"
      bash scripts/ensure-tools.sh ffmpeg
      node scripts/with-postgres.mjs npm test -w server
      ;;
    durability)
      heading "SIGKILL mid-exam loses no acknowledged answer (PGlite, then PostgreSQL)"
      # 300 learners (half in practice sets) save for ~3 s, the server is SIGKILLed, restarted and every acknowledged
      # answer checked (bench/exams/sigkill.ts; the bench runs more rounds).
      env -u TEST_DATABASE_URL -u DATABASE_URL npx tsx bench/exams/sigkill.ts
      node scripts/with-postgres.mjs npx tsx bench/exams/sigkill.ts
      ;;
    build)
      heading "Build (web, then server)"
      npm run build
      ;;
    e2e)
      heading "End-to-end tests (Playwright, Chromium)"
      bash scripts/ensure-tools.sh
      if has_files e2e -path e2e/node_modules -prune -o -name '*.spec.ts' -print; then
        status=0
        (cd e2e && npx playwright test --forbid-only) || status=$?
        # What each failed test (a retried one included) saw, for runs nobody can watch.
        node scripts/e2e-failures.mjs
        [[ $status -eq 0 ]] || exit "$status"
      else
        echo "no Playwright specs yet (e2e/**/*.spec.ts); skipped"
      fi
      ;;
  esac
  done_step
done

echo
if [[ $# -eq 0 ]]; then
  echo "All checks passed in $((SECONDS - started)) s."
else
  echo "Steps passed (${STEPS[*]}) in $((SECONDS - started)) s."
fi

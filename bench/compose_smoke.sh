#!/usr/bin/env bash
# The docker-compose deployment end to end, on one real issue: build the images
# (containers/service/build.sh), `docker-compose up` with the GitHub side pointed at the REST
# stand-in (tests/support/github_standin.py, serving ../shared/corpus/llvm/200792 as an open
# issue), wait for the poller -> report worker -> reduce worker (reproducer in a sibling sandbox
# container) -> comment chain, print the comment, `docker-compose down -v`.
# Needs the Docker engine and the runner image (scripts/setup.sh all). Not run by CI.
# Writes bench/results/compose_smoke.md. Usage: bash bench/compose_smoke.sh [timeout_s=600]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"; cd "$root"
limit="${1:-600}"
issue="${COMPOSE_SMOKE_ISSUE:-../shared/corpus/llvm/200792/issue.json}"
bash containers/service/build.sh >/tmp/compose_smoke_build.log 2>&1
export REPROBOT_DOCKER_GID="$(stat -c %g /var/run/docker.sock)"
docker-compose up -d redis postgres >/dev/null 2>&1   # creates the networks
gw="$(docker network inspect "$(basename "$root")_public" -f '{{(index .IPAM.Config 0).Gateway}}' 2>/dev/null || true)"
[ -n "$gw" ] || { docker-compose up -d --no-start >/dev/null 2>&1; gw="$(docker network inspect "$(basename "$root")_public" -f '{{(index .IPAM.Config 0).Gateway}}')"; }
tmp="$(mktemp -d)"; num="$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['number'])" "$issue")"
mkdir -p "$tmp/llvm/$num"
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); d['state']='open'; json.dump(d, open(sys.argv[2],'w'))" \
  "$issue" "$tmp/llvm/$num/issue.json"
python3 -m tests.support.github_standin --host "$gw" --port 8765 --corpus "$tmp" --token tok:reprobot >"$tmp/standin.log" 2>&1 &
standin=$!
cleanup() { kill "$standin" 2>/dev/null || true; docker-compose down -v >/dev/null 2>&1 || true; rm -rf "$tmp"; }
trap cleanup EXIT
export REPROBOT_GITHUB_BASE_URL="http://$gw:8765" REPROBOT_GITHUB_TOKEN=tok REPROBOT_GITHUB_REPOS=llvm/llvm-project \
       REPROBOT_GITHUB_POLL_INTERVAL_S=15 REPROBOT_GITHUB_WEBHOOK_SECRET=smoke-secret
t0=$(date +%s)
docker-compose up -d >/dev/null 2>&1
health=""; for _ in $(seq 60); do health="$(curl -s -m 2 127.0.0.1:8000/healthz || true)"; [ -n "$health" ] && break; sleep 2; done
body=""
while [ $(( $(date +%s) - t0 )) -lt "$limit" ]; do
  body="$(curl -s "http://$gw:8765/repos/llvm/llvm-project/issues/$num/comments" | python3 -c \
    "import json,sys; print(next((c['body'] for c in json.load(sys.stdin) if '<!-- reprobot:' in c['body']), ''))")"
  [ -n "$body" ] && break; sleep 10
done
took=$(( $(date +%s) - t0 ))
sandboxes="$(docker-compose logs worker-reduce 2>/dev/null | grep -c "reprobot.step.*succeeded" || true)"
{
  echo "# docker-compose smoke run ($(date -u +%F))"
  echo
  echo "Issue: llvm/llvm-project#$num from \`$issue\`, served by the REST stand-in at $gw:8765."
  echo "API /healthz: \`$health\`. Steps run by worker-reduce: $sandboxes. Time from \`up\` to the comment: ${took} s."
  echo
  if [ -n "$body" ]; then echo "Comment posted by worker-report:"; echo; echo '````markdown'; echo "$body" | head -40; echo '````'
  else echo "**No comment within ${limit} s.**"; fi
} > bench/results/compose_smoke.md
cat bench/results/compose_smoke.md
[ -n "$body" ]

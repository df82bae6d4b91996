#!/bin/sh
# make check: the unit tests (under valgrind when VALGRIND is set) and the
# command-line tests, then one closing "N passed, N failed" for both.
cd "$(dirname "$0")/.." || exit 2
out=$(mktemp)
status=0
if [ -n "$VALGRIND" ]; then
	$VALGRIND -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
		./test/emu-test >"$out" 2>&1 || status=1
else
	./test/emu-test >"$out" 2>&1 || status=1
fi
./test/cli-test.sh ./lan95xx-emu >>"$out" 2>&1 || status=1
grep -v '^[0-9]* passed, [0-9]* failed$' "$out" | grep -v '^1\.\.[0-9]*$'
p=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$out" | awk '{s+=$1} END {print s+0}')
f=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$out" | awk '{s+=$1} END {print s+0}')
n=$(grep -c '^\(not \)\{0,1\}ok ' "$out")
rm -f "$out"
# a crash or valgrind error that printed no summary still fails
[ $((p + f)) = "$n" ] || { echo "# summaries do not add up: $n results, $p passed, $f failed"; status=1; f=$((f + 1)); }
[ "$status" = 0 ] || [ "$f" -gt 0 ] || f=1
echo "$p passed, $f failed"
[ "$f" = 0 ]

# shellcheck shell=bash
# Host-side TAP and KTAP for every test runner in bash (tests/qemu/run,
# dts-tests/run, dts-tests/run-intree, scripts/bindings-check,
# scripts/series-check, tests/intree/run): numbered results,
# relaying a TAP stream with its plan checked, KUnit's KTAP as results,
# the closing "N passed, N failed". Source it, then use:
#   tap_emit STATUS NAME     0 = ok; prints "ok N - NAME" / "not ok N - NAME"
#   tap_result STATUS NAME [TEXT]  the same; on failure TEXT follows as "# " lines
#   tap_relay PREFIX FILE    every result of a TAP stream (guest or host
#                            hooks) as our own; checks its plan "1..N" when
#                            FILE has one, or when TAP_PLAN_REQUIRED=1
#   ktap_results FILE        KUnit's KTAP (dmesg, timestamps allowed) as
#                            lines "STATUS suite.case"; SKIP is not a pass
#   tap_finish               "1..N", "P passed, F failed"; status 1 on any failure
tap_n=0
tap_pass=0
tap_fail=0

tap_emit() {
	tap_n=$((tap_n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $tap_n - $2"
		tap_pass=$((tap_pass + 1))
	else
		echo "not ok $tap_n - $2"
		tap_fail=$((tap_fail + 1))
	fi
}

tap_result() {
	tap_emit "$1" "$2"
	if [ "$1" != 0 ] && [ -n "${3:-}" ]; then
		printf '%s\n' "$3" | sed 's/^/# /'
	fi
}

tap_relay() {
	local pfx=$1 file=$2 line st plan="" count=0 numbered=0 misnumbered=0
	while IFS= read -r line; do
		if [[ "$line" =~ ^(not\ )?ok(\ ([0-9]+))?(\ -)?\ (.*)$ ]]; then
			[ -n "${BASH_REMATCH[1]}" ] && st=1 || st=0
			count=$((count + 1))
			if [ -n "${BASH_REMATCH[3]}" ]; then
				numbered=1
				[ "${BASH_REMATCH[3]}" = "$count" ] || misnumbered=1
			fi
			# a skipped check is not a passed one
			[[ "$line" == *"# SKIP"* ]] && st=1
			tap_emit $st "$pfx${BASH_REMATCH[5]}"
		elif [[ "$line" =~ ^1\.\.([0-9]+) ]]; then
			plan=${BASH_REMATCH[1]}
		elif [[ "$line" == "#"* ]]; then
			echo "$line"
		elif [ -n "$line" ]; then
			echo "# $line"
		fi
	done <"$file"
	if [ -n "$plan" ] || [ "${TAP_PLAN_REQUIRED:-0}" = 1 ]; then
		if [ -z "$plan" ]; then
			tap_emit 1 "${pfx}TAP plan printed"
		else
			[ "$plan" = "$count" ] && st=0 || st=1
			tap_emit $st "${pfx}TAP plan 1..$plan matches the $count results"
		fi
	fi
	if [ "$numbered" = 1 ] && [ "$misnumbered" = 1 ]; then
		tap_emit 1 "${pfx}results numbered 1..$count in order"
	fi
}

ktap_results() {
	local suite="" line st
	sed -E 's/^\[[^]]*\] ?//' "$1" | while IFS= read -r line; do
		case "$line" in
		"    # Subtest: "*) suite=${line#    # Subtest: } ;;
		"# Subtest: "*) suite=${line#\# Subtest: } ;;
		esac
		if [[ "$line" =~ ^\ {8}(not\ )?ok\ [0-9]+\ ([^#]*[^#\ ]) ]] ||
			[[ "$line" =~ ^\ {4}(not\ )?ok\ [0-9]+\ ([^#]*[^#\ ]) ]]; then
			[ -n "${BASH_REMATCH[1]}" ] && st=1 || st=0
			case "$line" in *"# SKIP"*) st=1 ;; esac
			echo "$st ${suite}.${BASH_REMATCH[2]}"
		fi
	done
}

tap_finish() {
	echo "1..$tap_n"
	echo "$tap_pass passed, $tap_fail failed"
	[ "$tap_fail" = 0 ]
}

# shellcheck shell=sh
# of_node reference counts measured with kprobe events (debug kernel:
# CONFIG_KPROBE_EVENTS). The host passes the offsets in struct device_node
# of full_name and kobj.kref as RC_OFF_NAME and RC_OFF_KREF (pahole on the
# debug vmlinux: tests/qemu/scenarios/refcount.sh).
#   rc_start        probes on of_node_get() and of_node_put(), tracing on:
#                   every call records the node, its name and its kref
#                   before the call
#   rc_stop         tracing off; the events in /tmp/rc-trace
#   rc_check NAME...  TAP: no event lost; for each node named NAME (by
#                   full_name: "hub@5", "interface@0", ...) at least one
#                   get, as many puts as gets, and its kref at the end
#                   what it was at its first event; then every other node
#                   that was touched balanced too
_rc_t=/sys/kernel/tracing

rc_start() {
	mount -t tracefs nodev "$_rc_t" 2>/dev/null
	[ -w "$_rc_t/kprobe_events" ] || { echo "no $_rc_t/kprobe_events"; return 1; }
	if [ -z "$RC_OFF_NAME" ] || [ -z "$RC_OFF_KREF" ]; then
		echo "no offsets from the host"
		return 1
	fi
	echo 0 >"$_rc_t/tracing_on"
	echo 8192 >"$_rc_t/buffer_size_kb"
	: >"$_rc_t/trace"
	for _f in get put; do
		echo "p:rc_$_f of_node_$_f np=\$arg1:x64 name=+0(+$RC_OFF_NAME(\$arg1)):string ref=+$RC_OFF_KREF(\$arg1):s32" \
			>>"$_rc_t/kprobe_events" || return 1
		echo 1 >"$_rc_t/events/kprobes/rc_$_f/enable" || return 1
	done
	echo 1 >"$_rc_t/tracing_on"
}

rc_stop() {
	echo 0 >"$_rc_t/tracing_on"
	grep ' rc_\(get\|put\): ' "$_rc_t/trace" >/tmp/rc-trace
	cat "$_rc_t"/per_cpu/cpu*/stats 2>/dev/null | sed -n 's/^overrun: //p' | awk '{ s += $1 } END { print s + 0 }' >/tmp/rc-overrun
}

# /tmp/rc-nodes: per node "NP NAME GETS PUTS KREF-FIRST KREF-LAST" (the
# kref before the first event, and after the last one)
_rc_table() {
	awk '{
		ev = ""; np = ""; name = ""; ref = ""
		for (i = 1; i <= NF; i++) {
			if ($i ~ /^rc_(get|put):$/) ev = substr($i, 4, 3)
			else if ($i ~ /^np=/) np = substr($i, 4)
			else if ($i ~ /^name=/) { name = substr($i, 6); gsub(/"/, "", name) }
			else if ($i ~ /^ref=/) ref = substr($i, 5)
		}
		if (ev == "" || np == "" || np ~ /^0x0+$/) next
		if (name == "") name = "/"
		if (!(np in nm)) { nm[np] = name; first[np] = ref; order[n++] = np }
		if (ev == "get") { g[np]++; last[np] = ref + 1 } else { p[np]++; last[np] = ref - 1 }
	} END {
		for (i = 0; i < n; i++) { k = order[i]; print k, nm[k], g[k] + 0, p[k] + 0, first[k], last[k] }
	}' /tmp/rc-trace >/tmp/rc-nodes
}

rc_check() {
	_rc_table
	is "$(cat /tmp/rc-overrun)" "0" "refcount: no trace event lost ($(wc -l </tmp/rc-trace) events on $(wc -l </tmp/rc-nodes) nodes)"
	for _n in "$@"; do
		_l=$(awk -v n="$_n" '$2 == n' /tmp/rc-nodes)
		if [ -z "$_l" ]; then
			_tap_result 1 "refcount: $_n: of_node_get/of_node_put seen"
			continue
		fi
		_bad=$(echo "$_l" | awk '$3 == 0 || $3 != $4 || $5 != $6')
		_sum=$(echo "$_l" | awk '{ printf "%s%s gets %d puts %d kref %s -> %s", s, $1, $3, $4, $5, $6; s = "; " }')
		if [ -z "$_bad" ]; then
			_tap_result 0 "refcount: $_n: kref the same before and after, gets = puts ($_sum)"
		else
			_tap_result 1 "refcount: $_n: kref the same before and after, gets = puts ($_sum)"
		fi
	done
	_bad=$(awk '$3 != $4 || $5 != $6' /tmp/rc-nodes)
	if [ -z "$_bad" ]; then
		_tap_result 0 "refcount: every node touched has as many puts as gets"
	else
		_tap_result 1 "refcount: every node touched has as many puts as gets"
		echo "$_bad" | sed 's/^/# unbalanced: /'
	fi
}

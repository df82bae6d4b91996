# shellcheck shell=bash disable=SC2046,SC2034,SC2054,SC2207,SC2154
# Debug kernel only (tests/qemu/run --debug): kprobe events on
# of_node_get/of_node_put record each node's kref (offsets from
# build/obj-debug/vmlinux's DWARF through pahole).
kernel=debug
desc="debug kernel: each of_node kref (hub, device, interface nodes) the same after 20 replug rounds, 10 unplugs during probe, unused labels, refused identities"
overlay=refcount.dtso
timeout=600
rc_nets=8
# replug rounds (RC_ROUNDS: fewer for a quick look)
rc_rounds=${RC_ROUNDS:-20}
rc_net() { # N: the usb-net on hub port N
	usb_net xhci.0 "1.$1" "52:54:00:00:0c:0$1" "id=net$1"
}
qemu_args=("${qemu_xhci[@]}" -device usb-hub,bus=xhci.0,port=1,id=hub1)
for p in $(seq 1 $rc_nets); do
	qemu_args+=($(rc_net "$p"))
done

# offsets in struct device_node of full_name and kobj.kref (refcount_t's
# counter is its first member), from the debug kernel's DWARF
rc_offsets() {
	pahole -C device_node,kobject "$build/obj-debug/vmlinux" 2>/dev/null | awk '
		/^struct device_node \{/ { s = "dn" } /^struct kobject \{/ { s = "ko" } /^\}/ { s = "" }
		function off() { sub(/.*\/\*[ \t]*/, ""); split($0, a, /[ \t]+/); return a[1] }
		s == "dn" && /[ \t\*]full_name;/ { name = off() }
		s == "dn" && /[ \t]kobj;/ { kobj = off() }
		s == "ko" && /[ \t]kref;/ { kref = off() }
		END { if (name != "" && kobj != "" && kref != "") print name, kobj + kref }'
}
if [ "${debug:-0}" = 1 ]; then
	read -r rc_off_name rc_off_kref < <(rc_offsets)
	guest_env=(RC_OFF_NAME="${rc_off_name:-}" RC_OFF_KREF="${rc_off_kref:-}" RC_NETS="$rc_nets"
		RC_ROUNDS="$rc_rounds")
fi

# rc_add N...: the usb-nets back on hub ports N; rc_del N...: unplugged
rc_add() {
	local p
	for p in "$@"; do
		qemu_monitor "device_add usb-net,bus=xhci.0,port=1.$p,netdev=un_xhci_1_$p,mac=52:54:00:00:0c:0$p,id=net$p" >/dev/null
	done
}
rc_del() {
	local p
	for p in "$@"; do qemu_monitor "device_del net$p" >/dev/null; done
}

# 20 rounds: the hub (and every device behind it) unplugged and plugged
# back once the guest has seen all of them; then 10 rounds that unplug
# ethernet@1 (interface node), ethernet@5 (another node's label) and
# ethernet@8 (an interface's name) while they enumerate and probe, 0 to
# 0.45 s after the plug; then everything back and a keyboard on root
# port 2 (no node) to tell the guest the rounds are over
host_during() {
	local i
	for i in $(seq 1 "$rc_rounds"); do
		console_wait "^@@READY $i\$" 120 || { echo "round $i: guest not ready"; return; }
		qemu_monitor "device_del hub1" >/dev/null
		console_wait "^@@GONE $i\$" 120 || { echo "round $i: guest did not see the removal"; return; }
		qemu_monitor "device_add usb-hub,bus=xhci.0,port=1,id=hub1" >/dev/null
		rc_add $(seq 1 $rc_nets)
	done
	console_wait "^@@READY $((rc_rounds + 1))\$" 120 || { echo "guest not ready for the probe rounds"; return; }
	for i in $(seq 0 10); do
		rc_del 1 5 8
		sleep 2
		rc_add 1 5 8
		[ "$i" = 10 ] || sleep "$(printf '0.%02d' $((i * 5)))"
	done
	qemu_monitor "device_add usb-kbd,bus=xhci.0,port=2,id=kbd"
}

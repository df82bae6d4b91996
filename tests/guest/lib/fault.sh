# shellcheck shell=sh
# Guest helpers of the fault scenarios (tests/qemu/scenarios/fault-*).

# _uptime: whole seconds since boot (the bounds below are wall-clock:
# a loop's own cost, dmesg or sysfs walks, grows on a debug kernel)
_uptime() {
	cut -d. -f1 /proc/uptime
}

# net_baseline: note the interfaces that are there whatever USB does (lo,
# a bonding driver's bond0, ...: those without a device); call it first
net_baseline() {
	_net_base=$(for _n in /sys/class/net/*; do
		[ -d "$_n" ] && [ ! -e "$_n/device" ] && echo "${_n##*/}"
	done)
	diag "interfaces without a device: $(echo $_net_base)"
}

# net_ifaces: the network interfaces but the baseline's, space-separated
net_ifaces() {
	[ -n "${_net_base+x}" ] || net_baseline >/dev/null
	for _n in /sys/class/net/*; do
		[ -d "$_n" ] || continue
		echo "$_net_base" | grep -qx "${_n##*/}" && continue
		printf '%s ' "${_n##*/}"
	done | sed 's/ $//'
}

# kernel_reports: the kernel's reports of a bug (WARN, BUG, Oops, lockdep,
# KASAN, UBSAN, kmemleak, hung tasks, refcount and list corruption), one a line
kernel_reports() {
	dmesg | grep -E 'WARNING:|BUG:|kernel BUG at|Oops|Call trace:|Kernel panic|KASAN|UBSAN|suspected memory leak|refcount_t:|list_(add|del) corruption|INFO: task .* blocked|possible circular locking|inconsistent lock state|unregister_netdevice: waiting'
}

# kernel_clean DESC: no such report in the kernel log
kernel_clean() {
	_r=$(kernel_reports)
	is "$_r" "" "$1"
}

# usb_gone VID PID SECONDS: wait until no device with these ids is left
usb_gone() {
	_end=$(($(_uptime) + ${3:-20}))
	while usb_find "$1" "$2" >/dev/null && [ "$(_uptime)" -lt $_end ]; do
		sleep 0.1
	done
	! usb_find "$1" "$2" >/dev/null
}

# wait_dmesg ERE SECONDS: wait until a kernel log line matches
wait_dmesg() {
	_end=$(($(_uptime) + ${2:-20}))
	while ! dmesg | grep -Eq -- "$1" && [ "$(_uptime)" -lt $_end ]; do
		sleep 0.1
	done
	dmesg | grep -Eq -- "$1"
}

# dmesg_mark: the kernel log's line count now; emu_guest's driver-error
# check reads only what follows (EMU_DMESG_SKIP)
dmesg_mark() {
	EMU_DMESG_SKIP=$(dmesg | wc -l)
}

# fault_reset_guest: FAULT_RESET=same|bcd|pid (tests/emu/fault-lib.sh):
# the bound LAN9514 is reset from user space; what the kernel does after
# and which identity the interface has then
fault_reset_guest() {
	net_baseline
	emu_guest
	is "$ifc" lan9514 "before the reset: the node's label"
	d1=$d
	dev1=$(cat "$d/devnum")
	dmesg_mark
	r=$(usbreset "$d")
	diag "usbreset $d: $r (device number $dev1)"
	pid=$EMU_PID
	[ "$FAULT_RESET" = pid ] && pid=9e00
	# after the reset: the same device (usb_reset_and_verify_device()
	# found the descriptors unchanged) or a new one (they changed: the
	# port is disconnected and enumerated again)
	end=$(($(_uptime) + 60))
	while [ "$(_uptime)" -lt $end ]; do
		d=$(usb_find "$EMU_VID" "$pid") && [ -n "$(ls "$d"/*/net 2>/dev/null)" ] && break
		d=
		sleep 0.1
	done
	ok "a $EMU_VID:$pid device with an interface after the reset" test -n "$d"
	after=$(dmesg | tail -n +$((EMU_DMESG_SKIP + 1)))
	echo "$after" | grep -E 'usb 1-1|smsc95xx|does not name|firmware' | sed 's/^/# /'
	if [ "$FAULT_RESET" = same ]; then
		is "$(cat "$d/devnum")" "$dev1" "same device number: reset and verified, not enumerated anew"
		is "$(echo "$after" | grep -c 'USB disconnect')" 0 "no disconnect"
		is "$(echo "$after" | grep -c 'device firmware changed')" 0 "descriptors unchanged"
	else
		isnt "$(cat "$d/devnum" 2>/dev/null)" "$dev1" "a new device number: enumerated anew"
		is "$(echo "$after" | grep -c 'device firmware changed')" 1 \
			"usb_reset_and_verify_device(): device firmware changed"
		is "$(echo "$after" | grep -c 'USB disconnect')" 1 "the old device disconnected once"
		ok "the old device is gone" test ! -e "$d1/devnum" -o "$(cat "$d1/idProduct" 2>/dev/null)" = "$pid"
	fi
	is "$(cat "$d/bcdDevice")" "$([ "$FAULT_RESET" = bcd ] && echo 0300 || echo 0200)" "bcdDevice after the reset"
	is "$(of_path "$d")" "$EMU_NODE" "the node stays with the device at its port"
	ifc=$(netdev_of "$d" 30)
	mac=$(netattr "$ifc" address)
	diag "ifaddr $mac"
	if [ "$FAULT_RESET" = pid ]; then
		is "$(dmesg_count "does not name this device \\(0424:9e00\\)")" 1 \
			"one warning: the node does not name 0424:9e00"
		dmesg_has "\\[Firmware Bug\\]: .*ethernet@5: compatible \"usb424,ec00\" does not name this device \\(0424:9e00\\)$" \
			"the warning names the node, its compatible and the device's ids (FW_BUG)"
		# smsc95xx still reads the USB device's node itself when no node
		# names the device, as 6.12 did (DT ABI): the node's address,
		# but neither its label nor its of_node
		is "$mac" "$EMU_EXPECT" "the node's address, through smsc95xx's own 6.12 lookup of the device node"
		is "$(netattr "$ifc" addr_assign_type)" 0 "addr_assign_type 0"
		like "$ifc" '^eth[0-9]+$' "no stale name: ethN, not the node's label"
		is "$(netattr "$ifc" name_assign_type)" 1 "name_assign_type 1 (enumerated)"
		ok "the interface has no node" test ! -e "/sys/class/net/$ifc/of_node"
	else
		is "$(dmesg_count 'does not name')" 0 "no identity warning: the node names the device"
		is "$mac" "$EMU_EXPECT" "the node's address again"
		is "$(netattr "$ifc" addr_assign_type)" 0 "addr_assign_type 0"
		is "$ifc" lan9514 "the node's label again"
		is "$(netattr "$ifc" name_assign_type)" 2 "name_assign_type 2 (predictable)"
		ok "the interface has the node" test -e "/sys/class/net/$ifc/of_node"
	fi
	is "$(net_ifaces)" "$ifc" "one interface"
	ip addr add 10.0.2.15/24 dev "$ifc"
	ip link set "$ifc" up
	w=100
	while [ "$(netattr "$ifc" carrier)" != 1 ] && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
	ping_emu /tmp/ping3.txt 3
	like "$(grep 'packets transmitted' /tmp/ping3.txt)" "^3 packets transmitted, 3 packets received" \
		"3 pings after the reset: the chip filters on the interface's address"
	kernel_clean "no kernel bug report"
}

# fault_unplug_guest: the interface passes a ping flood while the host
# unplugs the device (tests/emu/fault-lib.sh fault_unplug_traffic); then
# nothing hangs, the interface is gone, and the device plugged in again
# gets the node's address and label
fault_unplug_guest() {
	net_baseline
	emu_guest
	is "$ifc" lan9514 "the node's label"
	d1=$d
	# two flooding pings (busybox ping has no -f): small and near-MTU frames
	ping -i 0.01 -W 1 10.0.2.2 >/tmp/flood1.txt 2>&1 &
	p1=$!
	ping -i 0.01 -s 1400 -W 1 10.0.2.2 >/tmp/flood2.txt 2>&1 &
	p2=$!
	rx0=$(netattr "$ifc" statistics/rx_packets)
	end=$(($(_uptime) + 30))
	while [ "$(($(netattr "$ifc" statistics/rx_packets) - rx0))" -lt 100 ] && [ "$(_uptime)" -lt $end ]; do
		sleep 0.1
	done
	ok "the flood passes: 100 frames received" test "$(($(netattr "$ifc" statistics/rx_packets) - rx0))" -ge 100
	dmesg_mark
	echo "@@TRAFFIC"
	# the host unplugs the device now
	ok "the device goes away under traffic" usb_gone "$EMU_VID" "$EMU_PID" 60
	end=$(($(_uptime) + 30))
	while [ -e "/sys/class/net/$ifc" ] && [ "$(_uptime)" -lt $end ]; do sleep 0.1; done
	ok "its interface is gone" test ! -e "/sys/class/net/$ifc"
	ok "RTNL is free: ip link answers" timeout 10 ip link show
	is "$(net_ifaces)" "" "no interface left"
	kill "$p1" "$p2" 2>/dev/null
	wait "$p1" "$p2" 2>/dev/null
	diag "flood 1: $(grep -c 'bytes from' /tmp/flood1.txt) replies, last line: $(tail -n 1 /tmp/flood1.txt)"
	diag "flood 2: $(grep -c 'bytes from' /tmp/flood2.txt) replies"
	dmesg | tail -n +$((EMU_DMESG_SKIP + 1)) | sed 's/^/# /'
	kernel_clean "no kernel bug report after the unplug"
	echo "@@GONE"
	# the host plugs a new device in at the same port
	dmesg_mark
	emu_guest
	isnt "$(basename "$d")/$(cat "$d/devnum")" "$(basename "$d1")/" "a new device"
	is "$ifc" lan9514 "the node's label again"
	is "$(net_ifaces)" lan9514 "one interface"
	is "$(dmesg_count 'does not name')" 0 "no identity warning"
	kernel_clean "no kernel bug report at the end"
}

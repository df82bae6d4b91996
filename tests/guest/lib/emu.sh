# shellcheck shell=sh
# The guest's checks of the emulator scenarios (tests/qemu/scenarios/emu-*):
# the values come from tests/emu/scenario-lib.sh through guest_env
# (EMU_VID, EMU_PID, EMU_DRV, EMU_NODE, EMU_EXPECT, EMU_PINGS, EMU_SPEED,
# EMU_RANDOM_TYPE, EMU_FILTERED, EMU_NO_EEPROM; EMU_DMESG_SKIP set by the guest). emu_guest sets ifc, the interface, for the checks after it.
emu_guest() {
	d=$(usb_wait "$EMU_VID" "$EMU_PID" 30) || diag "no $EMU_VID:$EMU_PID device"
	is "$(cat "$d/speed" 2>/dev/null)" "$EMU_SPEED" "$EMU_VID:$EMU_PID enumerated at $EMU_SPEED Mbit/s"
	# interface 0 of the active configuration (the RTL8153's ECM one is 2)
	is "$(basename "$(readlink -f "$d/$(basename "$d"):$(cat "$d/bConfigurationValue" 2>/dev/null || echo 1).0/driver")")" "$EMU_DRV" "bound by $EMU_DRV"
	if [ -n "$EMU_NODE" ]; then
		is "$(of_path "$d")" "$EMU_NODE" "device has its node"
	fi
	ifc=$(netdev_of "$d" 20) || diag "no interface"
	mac=$(netattr "$ifc" address)
	diag "ifaddr $mac"
	if [ "$EMU_EXPECT" = random ]; then
		like "$mac" '^[0-9a-f][26ae](:[0-9a-f]{2}){5}$' "random address: locally administered unicast"
		is "$(netattr "$ifc" addr_assign_type)" "${EMU_RANDOM_TYPE:-1}" \
			"random address: addr_assign_type ${EMU_RANDOM_TYPE:-1}"
	else
		is "$mac" "$EMU_EXPECT" "interface address $EMU_EXPECT"
		is "$(netattr "$ifc" addr_assign_type)" "0" "addr_assign_type 0 (permanent)"
	fi
	ip addr add 10.0.2.15/24 dev "$ifc"
	ip link set "$ifc" up
	carrier_wait "$ifc"
	is "$(netattr "$ifc" carrier)" "1" "carrier up (link reported by the PHY)"
	# the chips with a PHY on their own MDIO bus (smsc95xx, lan78xx; the
	# bus's parent is the USB device): the PHY's own driver, which the
	# kernel's request_module() loaded at probe (phy_request_driver_module());
	# Generic PHY polls and never enables the chip's PHY interrupt
	case "$EMU_DRV" in
	smsc95xx|lan78xx)
		# the bus's devices are named BUS:ADDR (usb-001:002:01)
		phydrv=$(for b in "$d"/mdio_bus/*; do for p in "$b/${b##*/}":*/driver; do
			[ -e "$p" ] && basename "$(readlink -f "$p")"; done; done)
		like "$phydrv" '^[^ ].*$' "the PHY on the chip's MDIO bus has a driver"
		isnt "$phydrv" "Generic PHY" "PHY bound by its own driver ($phydrv), not Generic PHY"
		;;
	esac
	if [ "$EMU_PINGS" -gt 10 ]; then
		ping_emu /tmp/ping.txt "$EMU_PINGS" -i 0.05
	else
		ping_emu /tmp/ping.txt "$EMU_PINGS"
	fi
	if [ -n "${EMU_FILTERED:-}" ]; then
		like "$(grep 'packets transmitted' /tmp/ping.txt)" "^$EMU_PINGS packets transmitted, 0 packets received" \
			"$EMU_PINGS pings through $EMU_DRV all lost: the chip filters on another address"
	else
		like "$(grep 'packets transmitted' /tmp/ping.txt)" "^$EMU_PINGS packets transmitted, $EMU_PINGS packets received, 0% packet loss" \
			"$EMU_PINGS pings to 10.0.2.2 through $EMU_DRV, none lost"
	fi
	is "$(dmesg_count 'hw csum failure')" "0" "RX checksums the chip reported were right"
	# EMU_DMESG_SKIP: lines of an earlier, failed probe not to count
	is "$(dmesg | tail -n +$((${EMU_DMESG_SKIP:-0} + 1)) | grep -E "$EMU_DRV.*(Failed|timeout|Timed out|Error|busy)" | grep -v 'deferred probe timeout, ignoring dependency' | grep -vc 'EEPROM read operation timeout')" "0" \
		"no driver errors"
	if [ "${EMU_NO_EEPROM:-0}" = 1 ]; then
		dmesg_has "$EMU_DRV.*EEPROM read operation timeout" "driver found no EEPROM and fell back"
	fi
}

# emu_user_addr_guest: USER_MAC, USER_CYCLE=resume|usbreset (scenarios
# emu-7800-user-addr*): emu_guest, then user space sets USER_MAC
# (addr_assign_type 3, NET_ADDR_SET) and pings at it; then the cycle:
# resume: a runtime suspend and resume that the RESET_RESUME quirk
# (usbcore.quirks=VID:PID:b) turns into a reset-resume: the user's address
# survives it; usbreset: USBDEVFS_RESET, which the driver (no
# pre_reset/post_reset) sees as unbind and bind: a new interface with the
# board's address (EMU_EXPECT). Pings at the address the interface has.
# (resume: on this QEMU (xHCI, usb-redir) the LAN7800 never runtime-
# suspended with control auto, autosuspend_delay_ms 0 and the interface
# down, so no scenario uses it yet; emu-7800-user-addr-reset uses usbreset.)
emu_user_addr_guest() {
	emu_guest
	ip link set "$ifc" down
	ip link set dev "$ifc" address "$USER_MAC"
	ip link set "$ifc" up
	carrier_wait "$ifc"
	is "$(netattr "$ifc" address)" "$USER_MAC" "user space set $USER_MAC"
	is "$(netattr "$ifc" addr_assign_type)" "3" "addr_assign_type 3 (NET_ADDR_SET)"
	diag "ifaddr $USER_MAC"
	ping_emu /tmp/pu.txt 2
	like "$(grep 'packets transmitted' /tmp/pu.txt)" "^2 packets transmitted, 2 packets received" \
		"pings at the user's address (the chip filters on it)"
	dmesg_mark
	if [ "$USER_CYCLE" = resume ]; then
		echo 0 >"$d/power/autosuspend_delay_ms"
		echo auto >"$d/power/control"
		ip link set "$ifc" down
		w=$((100 * _slow))
		while [ "$(cat "$d/power/runtime_status")" != suspended ] && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
		is "$(cat "$d/power/runtime_status")" "suspended" "interface down: the device runtime-suspends"
		ip link set "$ifc" up
		w=$((100 * _slow))
		while [ "$(cat "$d/power/runtime_status")" != active ] && [ $w -gt 0 ]; do sleep 0.1; w=$((w - 1)); done
		is "$(cat "$d/power/runtime_status")" "active" "interface up: the device resumes"
		echo on >"$d/power/control"
		after=$(dmesg | tail -n +$((EMU_DMESG_SKIP + 1)))
		echo "$after" | grep -E 'usb 1-|lan78xx' | sed 's/^/# /'
		is "$(echo "$after" | grep -c "usb $(basename "$d"): reset high-speed USB device")" "1" \
			"the resume was a reset-resume (RESET_RESUME quirk): USB core reset the device once"
		is "$(echo "$after" | grep -c 'USB disconnect')" "0" "no disconnect: the same interface"
		ok "the same interface $ifc" test -e "/sys/class/net/$ifc"
		carrier_wait "$ifc"
		is "$(netattr "$ifc" address)" "$USER_MAC" "after the reset-resume: still the user's address"
		is "$(netattr "$ifc" addr_assign_type)" "3" "after the reset-resume: addr_assign_type 3"
		ping_emu /tmp/pr.txt 3
		like "$(grep 'packets transmitted' /tmp/pr.txt)" "^3 packets transmitted, 3 packets received" \
			"pings at the user's address after the reset-resume (the chip filters on it again)"
	else
		old=$ifc
		oldidx=$(netattr "$ifc" ifindex)
		r=$(usbreset "$d")
		diag "usbreset $d: $r"
		w=$((300 * _slow))
		while [ $w -gt 0 ]; do
			ifc=$(netdev_of "$d" 1) && [ "$(netattr "$ifc" ifindex)" != "$oldidx" ] && break
			ifc=
			w=$((w - 1))
		done
		after=$(dmesg | tail -n +$((EMU_DMESG_SKIP + 1)))
		echo "$after" | grep -E 'usb 1-|lan78xx' | sed 's/^/# /'
		ok "a new interface after the reset (lan78xx has no pre_reset: unbound, bound again)" test -n "$ifc"
		diag "old $old (ifindex $oldidx), new ${ifc:-none} (ifindex $(netattr "$ifc" ifindex))"
		is "$(netattr "$ifc" address)" "$EMU_EXPECT" "the new interface has the board's address (the user's went with the old one)"
		is "$(netattr "$ifc" addr_assign_type)" "0" "addr_assign_type 0"
		diag "ifaddr $EMU_EXPECT"
		ip addr add 10.0.2.15/24 dev "$ifc"
		ip link set "$ifc" up
		carrier_wait "$ifc"
		ping_emu /tmp/pr.txt 3
		like "$(grep 'packets transmitted' /tmp/pr.txt)" "^3 packets transmitted, 3 packets received" \
			"pings at the board's address after the reset"
	fi
	is "$(dmesg_count 'WARNING:|BUG:|Oops|Call trace:')" "0" "no WARN, BUG or oops"
}

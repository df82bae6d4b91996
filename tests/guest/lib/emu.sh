# shellcheck shell=sh
# The guest's checks of the emulator scenarios (tests/qemu/scenarios/emu-*):
# the values come from tests/emu/scenario-lib.sh through guest_env
# (EMU_VID, EMU_PID, EMU_DRV, EMU_NODE, EMU_EXPECT, EMU_PINGS, EMU_SPEED,
# EMU_RANDOM_TYPE, EMU_FILTERED, EMU_NO_EEPROM; EMU_DMESG_SKIP set by the guest). emu_guest sets ifc, the interface, for the checks after it.
emu_guest() {
	d=$(usb_wait "$EMU_VID" "$EMU_PID" 30) || diag "no $EMU_VID:$EMU_PID device"
	is "$(cat "$d/speed" 2>/dev/null)" "$EMU_SPEED" "$EMU_VID:$EMU_PID enumerated at $EMU_SPEED Mbit/s"
	is "$(basename "$(readlink -f "$d/$(basename "$d"):1.0/driver")")" "$EMU_DRV" "bound by $EMU_DRV"
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
	is "$(dmesg | tail -n +$((${EMU_DMESG_SKIP:-0} + 1)) | grep -E "$EMU_DRV.*(Failed|timeout|Timed out|Error|busy)" | grep -vc 'EEPROM read operation timeout')" "0" \
		"no driver errors"
	if [ "${EMU_NO_EEPROM:-0}" = 1 ]; then
		dmesg_has "$EMU_DRV.*EEPROM read operation timeout" "driver found no EEPROM and fell back"
	fi
}

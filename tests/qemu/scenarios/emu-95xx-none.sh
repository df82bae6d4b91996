# shellcheck shell=bash
desc="lan95xx-emu LAN9514, no EEPROM, no node: random address, a new one each boot; ping"
boots=2
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=random
. "$top/tests/emu/scenario-lib.sh"

emu_guest_extra() {
	dmesg_has "smsc95xx.*EEPROM read operation timeout" "driver found no EEPROM and fell back"
}
emu_host_extra() {
	local a1
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count e2p cmd=timeout)" 1 \
		"EEPROM read timed out at the first byte (E2P_CMD TIMEOUT)"
	if [ "$BOOT" = 2 ]; then
		a1=$(tr -d '\r' <"$SCEN_DIR/console1.log" | sed -n 's/^# ifaddr \([0-9a-f:]*\)$/\1/p')
		host_ok "boot 1 and boot 2 got different random addresses ($a1, $1)" \
			test -n "$a1" -a -n "$1" -a "$a1" != "$1"
	fi
}
emu_make_guest

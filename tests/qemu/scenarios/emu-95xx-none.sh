# shellcheck shell=bash
desc="lan95xx-emu LAN9514, no EEPROM, no node: random address, new on each boot, ping"
boots=2
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=random
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count e2p cmd=timeout)" 6 \
		"driver tried the 6 EEPROM address bytes, each timed out"
	if [ "$BOOT" = 2 ]; then
		local a1 a2
		a1=$(sed -n 's/^# ifaddr \([0-9a-f:]*\)$/\1/p' "$SCEN_DIR/console1.log.txt" 2>/dev/null ||
			true)
		[ -n "$a1" ] || a1=$(tr -d '\r' <"$SCEN_DIR/console1.log" | sed -n 's/^# ifaddr \([0-9a-f:]*\)$/\1/p')
		a2=$1
		host_ok "boots 1 and 2 got different random addresses ($a1, $a2)" \
			test -n "$a1" -a -n "$a2" -a "$a1" != "$a2"
	fi
}
emu_make_guest

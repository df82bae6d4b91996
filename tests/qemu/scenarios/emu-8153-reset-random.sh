# shellcheck shell=bash disable=SC2034
desc="RTL8153 (r8152) without an address of its own (--eeprom none) and without a node: stock r8152 gives it a random address at probe and a new one at each USBDEVFS_RESET (rtl8152_post_reset(): determine_ethernet_addr() puts the new one in dev_addr itself), through dev_set_mac_address(), which tells user space; with the series the same, RTM_NEWLINK with the new address (nlwatch) and PLA_IDR programmed with it; pings"
timeout=180
EMU_DEVICE=rtl8153
EMU_ARGS=(--eeprom none)
EMU_EXPECT=random
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs PLA_IDR | sort -u | wc -l)" 2 \
		"PLA_IDR held two addresses: the probe's random one and the reset's"
	host_is "$("$emu_dir/emulog" "$log" count idr_locked)" 0 "every PLA_IDR write came under the PLA_CRWECR lock"
}

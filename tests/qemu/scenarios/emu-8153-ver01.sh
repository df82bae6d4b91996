# shellcheck shell=bash disable=SC2034
desc="lan95xx-emu RTL8152 (0bda:8152, PLA_TCR1 0x4c00: r8152's RTL_VER_01) with its own efuse address, its node (usbbda,8152) with the board's address: r8152 writes the board's address into PLA_IDR, the register the chip filters unicast on, as on every other version (set_ethernet_addr()); unicast pings answered. Fails without 00-net-fixes' r8152 patch: PLA_IDR keeps the efuse address, the interface shows the board's, the chip drops the replies"
overlay=emu-8153-ver01.dtso
EMU_DEVICE=rtl8152
EMU_ARGS=(--eeprom 00:e0:4c:52:00:01)
EMU_EXPECT=02:11:22:33:81:52
EMU_NODE=/pcie@10000000/usb@2,0/device@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" field start addr_regs)" 00:e0:4c:52:00:01 \
		"the chip came up with its efuse address in PLA_IDR"
	host_is "$("$emu_dir/emulog" "$log" macs PLA_IDR | tr '\n' ' ')" "$EMU_EXPECT " \
		"PLA_IDR written once, with the board's address (RTL_VER_01 too)"
	host_is "$("$emu_dir/emulog" "$log" count idr_locked)" 0 "the PLA_IDR write came under the PLA_CRWECR lock"
	host_is "$("$emu_dir/emulog" "$log" count ocp_read name=PLA_BOOT_CTRL)" 0 \
		"r8152 took the RTL8152's path: r8152b_init(), which does not wait for AUTOLOAD_DONE as r8153_init() does"
	host_is "$("$emu_dir/emulog" "$log" count ocp_read name=EFUSE)" 0 \
		"no MAC pass-through read: RTL_VER_01 has none"
}

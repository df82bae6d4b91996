# shellcheck shell=bash disable=SC2034
desc="lan95xx-emu RTL8153 (r8152) as the NanoPi R2S describes it (usbbda,8153 at its xHCI port, aliases/ethernet1, the address U-Boot's fixup writes, a label), the chip with its own efuse address and MAC pass-through: the board's address wins, in PLA_IDR under the config lock; label; ping"
overlay=emu-8153-r2s.dtso
EMU_DEVICE=rtl8153
EMU_ARGS=(--eeprom 00:e0:4c:53:00:01 --mac-passthru)
EMU_EXPECT=02:11:22:33:81:53
EMU_NODE=/pcie@10000000/usb@2,0/device@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs PLA_IDR | tr '\n' ' ')" "$EMU_EXPECT " \
		"PLA_IDR written once, with the board's address (not the efuse's 00:e0:4c:53:00:01)"
	host_is "$("$emu_dir/emulog" "$log" count idr_locked)" 0 "the PLA_IDR write came under the PLA_CRWECR lock"
	host_is "$("$emu_dir/emulog" "$log" count ocp_read name=PLA_BACKUP)" 0 \
		"neither the chip's own address (PLA_BACKUP) nor pass-through consulted: the node names the device"
	host_is "$("$emu_dir/emulog" "$log" count ocp_read name=EFUSE)" 0 "the pass-through efuse bit never read"
}

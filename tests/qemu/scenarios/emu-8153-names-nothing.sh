# shellcheck shell=bash disable=SC2034
desc="RTL8153 (r8152) at a node that names no device: boot 1 compatible \"usbbda,8152\" (another device: one USB core warning), boot 2 no compatible (a port node: no warning); both with local-mac-address and a label: r8152 still takes the address (eth_platform_get_mac_address(), as the stock kernel: interface, PLA_IDR, pings), no label (ethN), no netdev of_node"
boots=2
EMU_DEVICE=rtl8153
# the chip's own address: what r8152 would take without the node's
EMU_ARGS=(--eeprom 00:e0:4c:53:00:01)
EMU_NODE=/pcie@10000000/usb@2,0/device@5
if [ "${BOOT:-1}" = 2 ]; then
	overlay=emu-8153-nocompat.dtso
	EMU_EXPECT=02:11:22:33:81:0b
	emu_label=nc0
else
	overlay=emu-8153-other.dtso
	EMU_EXPECT=02:11:22:33:81:0a
	emu_label=ot0
fi
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(EMU_LABEL="$emu_label")

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs PLA_IDR | sort -u | tr '\n' ' ')" "$EMU_EXPECT " \
		"boot $BOOT: PLA_IDR never held any address but the node's local-mac-address"
	host_is "$("$emu_dir/emulog" "$log" count idr_locked)" 0 "boot $BOOT: the PLA_IDR writes came under the PLA_CRWECR lock"
	host_is "$("$emu_dir/emulog" "$log" count ocp_read name=PLA_BACKUP)" 0 \
		"boot $BOOT: the chip's own address (PLA_BACKUP) not read: eth_platform_get_mac_address() found the node's"
}

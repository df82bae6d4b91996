# shellcheck shell=bash
board=opipc
desc="Orange Pi PC (arm32) through the project's U-Boot, no alias for the LAN9514's node: U-Boot binds its smsc95xx to the node at EHCI1 port 1 (usb tree), pings with eth1addr, and its fixup of bound nodes writes eth1addr into the node Linux gets; Linux's smsc95xx uses it (chip registers, lan0, pings)"
boot=uboot
overlay=uboot-noalias.dtso
timeout=300
uboot_env=(eth1addr=02:de:ad:be:ef:98 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree -n; net list; setenv ethact smsc95xx_eth; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:de:ad:be:ef:98
EMU_NODE=/soc/usb@1c1b000/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/uboot.sh"
. "$top/tests/qemu/lib/opipc.sh"
emu_host_extra() {
	opipc_uboot_boot_checks
	opipc_uboot_nic_checks 02:de:ad:be:ef:98
	uboot_node_is "$UBOOT_LOG" "Vendor specific" "$EMU_NODE" "U-Boot bound the LAN9514 to $EMU_NODE (EHCI1's node, reg 1)"
	host_ok "the dtb U-Boot was given has no alias for the node" \
		sh -c "! fdtget -p '$SCEN_DIR/board.dtb' /aliases | xargs -r -n1 fdtget '$SCEN_DIR/board.dtb' /aliases | grep -qx '$EMU_NODE'"
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" \
		"02:de:ad:be:ef:98 " "ADDRH/ADDRL held only eth1addr (U-Boot's, then Linux's)"
}

# shellcheck shell=bash
desc="virt through the project's U-Boot (build/u-boot-qemu_arm64.bin): its smsc95xx is bound to the LAN9514's node at its port (usb tree), comes up with ethaddr and pings the emulator; no alias anywhere, so its fixup of bound nodes writes ethaddr into that node and Linux's smsc95xx uses it (chip registers, lan0, pings)"
boot=uboot
# the project's U-Boot: Debian 13's qemu_arm64 has no USB network driver and
# no fixup of bound nodes (scripts/build-uboot, configs/u-boot/qemu_arm64.config)
board_uboot_bin=build/u-boot-qemu_arm64.bin
overlay=uboot-bound-95xx.dtso
timeout=240
uboot_env=(ethaddr=02:de:ad:be:ef:96 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree -n; net list; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_EXPECT=02:de:ad:be:ef:96
EMU_NODE=/pcie@10000000/usb@2,0/hub@5/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/uboot.sh"
emu_host_extra() {
	uboot_node_is "$UBOOT_LOG" "Vendor specific" "$EMU_NODE" "U-Boot bound the LAN9514 to $EMU_NODE (its hub's node, reg 1)"
	uboot_node_is "$UBOOT_LOG" "Hub" "/pcie@10000000/usb@2,0" "U-Boot's root hub has the controller's node"
	host_is "$(uboot_usb_nodes "$UBOOT_LOG" | awk -F'\t' '$1 == "Hub" { n++ } n == 2 { print $2; exit }')" \
		/pcie@10000000/usb@2,0/hub@5 "U-Boot bound QEMU's hub on raw port 5 to hub@5"
	host_ok "U-Boot's smsc95xx is eth0 with ethaddr" grep -q "eth0 : smsc95xx_eth 02:de:ad:be:ef:96 active" "$UBOOT_LOG"
	host_ok "U-Boot pinged the emulator's peer through the LAN9514" grep -q "host 10.0.2.2 is alive" "$UBOOT_LOG"
	host_ok "U-Boot booted the kernel" grep -q "Starting kernel" "$UBOOT_LOG"
}

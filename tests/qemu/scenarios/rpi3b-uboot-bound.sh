# shellcheck shell=bash
desc="Pi 3 B, the in-tree tree without its ethernet0 alias, which the firmware also hands U-Boot: U-Boot's smsc95xx (bound to that tree's ethernet@1, usb tree) brings up the LAN9514 with ethaddr; boot 1 Debian 13's rpi_3 leaves Linux's ethernet@1 without an address, boot 2 the project's rpi_3 writes ethaddr into it (the node it bound, no alias)"
board=rpi3b
boot=uboot
overlay=qemu-hub.dtso
timeout=300
boots=2
# the kernel's tree (board.dtb on the SD card, which the firmware also
# passes U-Boot: tests/qemu/boards/rpi3b.sh) without the alias that
# U-Boot's fdt_fixup_ethernet() follows
dtb_delprops=("/aliases ethernet0")
[ "$BOOT" = 2 ] && board_uboot_bin=build/u-boot-rpi_3.bin
uboot_env=(ethaddr=02:de:ad:be:ef:99 usbethaddr=02:de:ad:be:ef:99 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree -n; net list; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
# Linux's dwc2 cannot take QEMU's over after U-Boot's (tests/qemu/boards/rpi3b.sh)
EMU_GUEST_DRIVER=0
EMU_EXPECT=02:de:ad:be:ef:99
guest_env=(RPI_BOUND_BOOT="$BOOT")
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(RPI_BOUND_BOOT="$BOOT")
. "$top/tests/qemu/lib/rpi3b.sh"
. "$top/tests/qemu/lib/uboot.sh"
emu_host_extra() {
	rpi3b_uboot_nic_checks 02:de:ad:be:ef:99
	rpi3b_uboot_boot_checks
	if [ "$BOOT" = 2 ]; then
		uboot_node_is "$UBOOT_LOG" "Vendor specific" /soc/usb@7e980000/usb1@1/ethernet@1 \
			"the project's U-Boot shows the LAN9514's node: the tree's ethernet@1 (port 1 of the hub at root port 1)"
		uboot_node_is "$UBOOT_LOG" "Hub" /soc/usb@7e980000 "U-Boot's dwc2 root hub has the controller's node"
	fi
}

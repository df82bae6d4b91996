# shellcheck shell=bash
board=rpi3b
desc="the Pi 3 B demo through U-Boot (make demo BOARD=rpi3b): boot 1 Debian 13's rpi_3 leaves USB to Linux: USB devices with their nodes, interfaces with name and MAC; boot 2 the project's rpi_3 drives the LAN9514 itself: its usb tree names the node, its smsc95xx has ethaddr and pings, and its fixup gives Linux's node the same address"
boot=uboot
overlay=qemu-hub.dtso
timeout=300
boots=2
uboot_env=(ethaddr=02:de:ad:be:ef:01 ipaddr=10.0.2.15 netmask=255.255.255.0)
# lan95xx-emu's LAN9514 behind QEMU's hub at dwc2 port 1.1, as on the board
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_EXPECT=02:de:ad:be:ef:01
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
if [ "$BOOT" = 2 ]; then
	# U-Boot's own NIC: Linux's dwc2 cannot take QEMU's over after U-Boot
	# has used USB (tests/qemu/boards/rpi3b.sh), so Linux drives the
	# chip in boot 1 and U-Boot in boot 2, with the same environment
	board_uboot_bin=build/u-boot-rpi_3.bin
	uboot_cmds="usb start; usb tree -n; net list; ping 10.0.2.2; usb stop"
	EMU_GUEST_DRIVER=0
fi
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(DEMO_BOOT="$BOOT")
. "$top/tests/qemu/lib/rpi3b.sh"
. "$top/tests/qemu/lib/uboot.sh"
emu_host_extra() {
	rpi3b_uboot_boot_checks
	if [ "$BOOT" = 2 ]; then
		rpi3b_uboot_nic_checks 02:de:ad:be:ef:01
		uboot_node_is "$UBOOT_LOG" "Vendor specific" /soc/usb@7e980000/usb1@1/ethernet@1 \
			"U-Boot's smsc95xx is bound to the node at root port 1, hub port 1 of the tree the firmware passed (Linux's ethernet@1)"
	fi
}

# shellcheck shell=bash
# Host-side checks shared by the Raspberry Pi 3 B scenarios that boot
# through U-Boot (source after tests/emu/scenario-lib.sh).

# rpi3b_uboot_boot_checks: U-Boot, from its console (the mini-UART),
# loaded its environment from the SD card and booted the kernel without a
# fixup error
rpi3b_uboot_boot_checks() {
	host_ok "U-Boot loaded its environment from the SD card" \
		grep -q "Loading Environment from FAT... OK" "$UBOOT_LOG"
	host_ok "U-Boot booted the kernel" grep -q "Starting kernel" "$UBOOT_LOG"
	host_ok "U-Boot reported no fixup error" sh -c '! grep -q "Unable to update property" "$0"' "$UBOOT_LOG"
}

# rpi3b_uboot_nic_checks ADDRESS: U-Boot's own smsc95xx: the USB scan, the
# LAN9514 as eth0 with ADDRESS, a ping through it to the emulator's peer
rpi3b_uboot_nic_checks() {
	local u
	# U-Boot's usb tree draws "|+-3" as "|", backspace, "+-3"; the
	# project's U-Boot prints a device's node on a line of its own
	u=$(tr -d '\r\b' <"$UBOOT_LOG")
	host_ok "U-Boot's usb tree: QEMU's hub on the root port, the LAN9514 behind it" \
		grep -Pzq 'QEMU USB Hub[^\n]*\n([^\n]*/soc/[^\n]*\n)?[^\n]*\n[^\n]*\|\+-3  Vendor specific' <<<"$u"
	host_ok "U-Boot's smsc95xx is eth0 with $1" grep -q "eth0 : smsc95xx_eth $1 active" <<<"$u"
	host_ok "U-Boot pinged the emulator's peer through the LAN9514" grep -q "host 10.0.2.2 is alive" <<<"$u"
}

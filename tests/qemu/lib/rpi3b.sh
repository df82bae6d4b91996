# shellcheck shell=bash
# Host-side checks shared by the Raspberry Pi 3 B scenarios that boot
# through U-Boot (source after tests/emu/scenario-lib.sh).

# rpi3b_uboot_checks ADDRESS: U-Boot's part, from its console (the
# mini-UART): environment from the SD card, USB scan, its smsc95xx with
# the address, a ping through the emulated LAN9514, the boot; then the
# emulator's record of U-Boot and Linux together
rpi3b_uboot_checks() {
	local u
	u=$(tr -d '\r' <"$UBOOT_LOG")
	host_ok "U-Boot loaded its environment from the SD card" grep -q "Loading Environment from FAT... OK" <<<"$u"
	host_ok "U-Boot's usb tree: QEMU's hub, the LAN9514 behind it" \
		grep -Pzq 'QEMU USB Hub[^\n]*\n[^\n]*\n[^\n]*\|\+-3  Vendor specific' <<<"$u"
	host_ok "U-Boot's smsc95xx is eth0 with $1" grep -q "eth0 : smsc95xx_eth $1 active" <<<"$u"
	host_ok "U-Boot pinged the emulator's peer through the LAN9514" grep -q "host 10.0.2.2 is alive" <<<"$u"
	host_ok "U-Boot booted the kernel" grep -q "Starting kernel" <<<"$u"
	host_ok "U-Boot reported no fixup error" sh -c '! grep -q "Unable to update property" "$0"' "$UBOOT_LOG"
	# U-Boot's frames and Linux's in one record
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" "$1 " \
		"ADDRH/ADDRL held only $1 (U-Boot's smsc95xx, then Linux's)"
}

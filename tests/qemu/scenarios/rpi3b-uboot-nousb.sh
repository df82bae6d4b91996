# shellcheck shell=bash
board=rpi3b
desc="Pi 3 B through the project's rpi_3, the in-tree tree without its ethernet0 alias, a boot from the SD card that never runs usb start: U-Boot never probed the LAN9514, so its fixup of bound nodes (patches/u-boot-2025.01/0001) knows no node and writes nothing; Linux's smsc95xx, which has the node, comes up with a random address (the limit doc/README.enetaddr states)"
boot=uboot
overlay=qemu-hub.dtso
timeout=300
board_uboot_bin=build/u-boot-rpi_3.bin
dtb_delprops=("/aliases ethernet0")
uboot_cmds="printenv ethaddr"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_EXPECT=random
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/rpi3b.sh"
emu_host_extra() {
	rpi3b_uboot_boot_checks
	host_ok "U-Boot never started USB" sh -c '! grep -q "starting USB" "$0"' "$UBOOT_LOG"
	host_ok "U-Boot had an ethaddr (the firmware's MAC) it could have written" \
		grep -q "^ethaddr=52:54:00:12:34:56" "$UBOOT_LOG"
}

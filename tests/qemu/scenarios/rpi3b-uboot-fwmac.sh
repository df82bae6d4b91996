# shellcheck shell=bash
board=rpi3b
desc="Pi 3 B through U-Boot, no address in its environment: the Pi board code takes the firmware's (mailbox) MAC as usbethaddr and ethaddr, the fixup writes it into aliases/ethernet0, Linux's smsc95xx uses it"
boot=uboot
overlay=qemu-hub.dtso
timeout=300
uboot_cmds="printenv usbethaddr ethaddr"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
# QEMU raspi3b's board MAC (its NIC default), what the mailbox returns
EMU_EXPECT=52:54:00:12:34:56
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/rpi3b.sh"
emu_host_extra() {
	rpi3b_uboot_boot_checks
	host_ok "the board code set usbethaddr from the firmware" grep -q "^usbethaddr=$EMU_EXPECT" "$UBOOT_LOG"
	host_ok "and ethaddr from usbethaddr" grep -q "^ethaddr=$EMU_EXPECT" "$UBOOT_LOG"
}

# shellcheck shell=bash
board=rpi3b
desc="Pi 3 B through U-Boot with only usbethaddr set: the Pi board code copies it to ethaddr, the fixup writes it into aliases/ethernet0, Linux's smsc95xx uses it"
boot=uboot
overlay=qemu-hub.dtso
timeout=300
uboot_env=(usbethaddr=02:de:ad:be:ef:96 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb tree; net list; printenv ethaddr; ping 10.0.2.2"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_EXPECT=02:de:ad:be:ef:96
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/rpi3b.sh"
emu_host_extra() {
	rpi3b_uboot_checks 02:de:ad:be:ef:96
	host_ok "the Pi board code set ethaddr from usbethaddr" grep -q "^ethaddr=02:de:ad:be:ef:96" "$UBOOT_LOG"
}

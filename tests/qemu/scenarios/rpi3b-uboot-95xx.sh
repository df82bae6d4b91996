# shellcheck shell=bash
board=rpi3b
desc="Pi 3 B through Debian's rpi_3 U-Boot from an SD image: ethaddr/usbethaddr drive U-Boot's smsc95xx (ping) and, through aliases/ethernet0, Linux's: one node, one address"
boot=uboot
overlay=qemu-hub.dtso
timeout=300
uboot_env=(ethaddr=02:de:ad:be:ef:95 usbethaddr=02:de:ad:be:ef:95 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb tree; net list; ping 10.0.2.2"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_EXPECT=02:de:ad:be:ef:95
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"

. "$top/tests/qemu/lib/rpi3b.sh"
emu_host_extra() { rpi3b_uboot_checks 02:de:ad:be:ef:95; }

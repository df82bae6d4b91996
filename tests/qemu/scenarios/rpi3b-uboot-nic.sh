# shellcheck shell=bash
board=rpi3b
desc="Pi 3 B, U-Boot's own NIC: rpi_3's smsc95xx brings up the emulated LAN9514 behind QEMU's hub with ethaddr/usbethaddr and pings the emulator; the fixup puts the address into aliases/ethernet0 for Linux"
boot=uboot
overlay=qemu-hub.dtso
timeout=300
uboot_env=(ethaddr=02:de:ad:be:ef:97 usbethaddr=02:de:ad:be:ef:97 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree -n; net list; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
# only U-Boot drives the chip: Linux's dwc2 cannot take QEMU's over after
# U-Boot's (tests/qemu/boards/rpi3b.sh); the record checks U-Boot's frames
EMU_GUEST_DRIVER=0
EMU_EXPECT=02:de:ad:be:ef:97
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/rpi3b.sh"
emu_host_extra() {
	rpi3b_uboot_nic_checks 02:de:ad:be:ef:97
	rpi3b_uboot_boot_checks
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" \
		"02:de:ad:be:ef:97 " "ADDRH/ADDRL held only U-Boot's ethaddr"
}

# shellcheck shell=bash
board=rpi3b
desc="Pi 3 B through Debian 13's rpi_3 U-Boot from an SD image: its fdt fixup writes ethaddr into aliases/ethernet0 (the in-tree ethernet@1); Linux's smsc95xx on the emulated LAN9514 uses it: interface, chip, ping source"
boot=uboot
overlay=qemu-hub.dtso
timeout=300
uboot_env=(ethaddr=02:de:ad:be:ef:95)
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_EXPECT=02:de:ad:be:ef:95
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/rpi3b.sh"
emu_host_extra() {
	rpi3b_uboot_boot_checks
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" \
		"02:de:ad:be:ef:95 " "ADDRH/ADDRL held only U-Boot's ethaddr"
}

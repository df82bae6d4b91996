# shellcheck shell=bash disable=SC2046
desc="usbnet (cdc_ether) and the device tree: name, label, of_node; the address chosen by precedence and nvmem but not used (cdc_ether cannot program one: the device's own, one warning); bad input"
overlay=usbnet-dt.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	-device "loader,file=${SCEN_DIR:-$build/logs/usbnet-dt}/eeprom.bin,addr=0x5e000000,force-raw=on"
)
for p in 1 2 3 4 5 6 7 8; do
	qemu_args+=($(usb_net xhci.0 "1.$p" "52:54:00:00:03:0$p"))
done

host_pre() {
	# the board's EEPROM: a valid address at 0x10, a multicast one at 0x20
	python3 -c 'import sys; b = bytearray(0x30); b[0x10:0x16] = bytes.fromhex("020000cc0007"); b[0x20:0x26] = bytes.fromhex("01005e000008"); sys.stdout.buffer.write(b)' \
		>"$SCEN_DIR/eeprom.bin"
}
